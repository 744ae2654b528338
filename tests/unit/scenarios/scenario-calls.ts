import { afterEach, beforeEach } from 'vitest';
import type { MobilityRequest } from '@contract/offers';
import { DEFAULT_SEED, PERSONAS, resetDatabase, signInPersona } from '@mocks/node';
import { call, TEST_NOW } from '../support/mock-backend-harness';
import { oneTimeBookingRequest } from '../support/builders';
import { scenario } from '../support/use-scenario';

/** What the scenario behaviour tests (scenario-behaviour.test.ts, network-scenarios.test.ts) share: calls, requests, a fresh scenario per test. */

export const login = (email: string, password: string = PERSONAS.demo.password) =>
  call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password } });
export const me = (token: string) => call('GET', '/users/me', { token });

export const mobilityRequest = (): MobilityRequest => ({
  mobilityRequestId: '7d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  origin: { latitude: 48.19353, longitude: 11.57087, name: 'Knorrstraße 12' },
  destination: { latitude: 48.2125, longitude: 11.5236, name: 'FIZ' },
  departureTime: '2026-11-23T08:00:00+01:00',
  integrations: { commutePooling: { postingType: 'OFFERING' } },
});

export const bookingRequest = oneTimeBookingRequest({
  departureTime: '2026-11-24T07:00:00+01:00',
  origin: { latitude: 48.19353, longitude: 11.57087, name: 'Knorrstraße 12' },
  destination: { latitude: 48.2125, longitude: 11.5236, name: 'FIZ' },
});

export async function demoToken(): Promise<string> {
  return (await signInPersona('demo')).token;
}

export let cleanup: (() => void) | null = null;

/**
 * Each test from the seed's data and without the scenario of the test before: a scenario's data stays after its test
 * (clear() drops only its behaviour), whichever test ran before it (`--sequence.shuffle`).
 */
export function freshScenarioPerTest(): void {
  beforeEach(() => resetDatabase(DEFAULT_SEED, TEST_NOW));
  afterEach(() => {
    cleanup?.();
    cleanup = null;
  });
}

export async function use(
  id: Parameters<typeof scenario>[0],
  options?: Parameters<typeof scenario>[1],
) {
  const applied = await scenario(id, options);
  cleanup = applied.clear;
  return applied;
}
