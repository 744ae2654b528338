import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRoutes } from '@contract/router';
import type { Booking } from '@contract/schemas';
import {
  notShownShapeOf,
  UNKNOWN_BOOKING_STATE,
  UNKNOWN_FIELDS,
  UNKNOWN_STATE_BOOKING_SUFFIX,
} from '@mocks/answer-shapes';
import { createMockServer, PERSONAS } from '@mocks/node';
import { applyScenarioToServer, type AppliedScenario } from '@mocks/scenario-node';
import { findScenario, type ScenarioId } from '@scenarios/scenario-registry';
import { apiClient } from '@/lib/api-client';
import { resolveApiBaseUrl } from '@/lib/env';
import { tokenStorage } from '@/lib/token-storage';
import { useMockBackend } from '../support/mock-backend-harness';

/**
 * The fake backend's real-world answers (mocks/answer-shapes.ts): the wire carries the variance, and the app's own
 * client (src/lib/api-client.ts) reads every one of them.
 */
const baseUrl = resolveApiBaseUrl();
const server = createMockServer({ baseUrl });
let applied: AppliedScenario | null = null;

useMockBackend(server);
afterEach(() => {
  applied?.clear();
  applied = null;
  tokenStorage.clear();
});

async function scenario(id: ScenarioId): Promise<void> {
  applied = await applyScenarioToServer(server, id, { baseUrl });
}

async function raw(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { idtoken: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

async function logIn(): Promise<string> {
  const answer = await apiClient.auth.login({
    body: {
      grant_type: 'password',
      email: PERSONAS.demo.email ?? '',
      password: PERSONAS.demo.password,
    },
  });
  if (answer.status !== 200 || !answer.body.idToken)
    throw new Error(`login failed: ${answer.status}`);
  tokenStorage.setAccessToken(answer.body.idToken);
  return answer.body.idToken;
}

const EXPECTED_SHAPE: Record<string, { status: number; text: string }> = {
  json: { status: 200, text: '{"status":"OK"' },
  empty: { status: 200, text: '' },
  'no-content': { status: 204, text: '' },
  text: { status: 200, text: 'OK' },
};

describe.each([
  ['real-world-answers-json', 'json'],
  ['real-world-answers-empty', 'empty'],
  ['real-world-answers-204', 'no-content'],
] as const)('%s', (id, shape) => {
  it('answers every "not shown" call in that shape, and the app takes each as success', async () => {
    await scenario(id);
    const token = await logIn();
    const cancellable = (
      (await apiClient.bookings.listForUser({ params: { userId: PERSONAS.demo.id } }))
        .body as Booking[]
    ).find((booking) => booking.state === 'confirmed');
    if (!cancellable) throw new Error('the seed gave the demo user no confirmed posting');

    const accept = await raw('POST', '/users/acceptTerms', token, { userId: PERSONAS.demo.id });
    expect(accept.status).toBe(EXPECTED_SHAPE[shape]?.status);
    expect(accept.text.startsWith(EXPECTED_SHAPE[shape]?.text ?? '?')).toBe(true);

    const cancelled = await apiClient.bookings.cancel({
      params: { bookingId: cancellable.bookingId },
    });
    expect(cancelled).toMatchObject({ status: 204, body: undefined });
    const after = await apiClient.bookings.listForUser({ params: { userId: PERSONAS.demo.id } });
    expect(
      (after.body as Booking[]).find((b) => b.bookingId === cancellable.bookingId)?.state,
    ).toBe('cancelled');
    await expect(apiClient.auth.logout()).resolves.toMatchObject({ status: 204 });
  });
});

describe('real-world-answers (mixed)', () => {
  it('gives the "not shown" routes different shapes, text included', () => {
    const variance = findScenario('real-world-answers')?.answers;
    if (!variance) throw new Error('no real-world scenario');
    const notShown = [
      'auth.logout',
      'users.acceptTerms',
      'bookings.cancel',
      'bookings.archive',
      'offers.cleanupTripCache',
      'feedbackSupport.feedback',
      'feedbackSupport.support',
      'users.updateEmail',
    ];
    const shapes = new Set(notShown.map((route) => notShownShapeOf(variance, route)));
    expect([...shapes].sort()).toEqual(['empty', 'json', 'no-content', 'text']);
    expect(listRoutes().length).toBeGreaterThan(notShown.length);
  });

  it('varies the data answers within the spec, and the app reads them as the exact ones', async () => {
    await scenario('real-world-answers' satisfies ScenarioId);
    // The left-out booking is told on the console (once per page: tests/unit/lib/api-client-reading.test.ts).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const login = await raw('POST', '/api/v1/login', undefined, {
      grant_type: 'password',
      email: PERSONAS.demo.email,
      password: PERSONAS.demo.password,
    });
    const loginBody = JSON.parse(login.text) as Record<string, unknown>;
    expect(loginBody).toHaveProperty('accessToken');
    expect(loginBody).not.toHaveProperty('idToken');
    expect(loginBody).toMatchObject(UNKNOWN_FIELDS);
    const token = await logIn();

    const me = JSON.parse((await raw('GET', '/users/me', token)).text) as Record<string, unknown>;
    expect(me).toMatchObject(UNKNOWN_FIELDS);
    expect(me.accountNumber).toBe(10023456); // a number where the spec leaves the type open
    const user = await apiClient.users.me();
    expect(user).toMatchObject({
      status: 200,
      body: { id: PERSONAS.demo.id, accountNumber: '10023456' },
    });

    const wire = JSON.parse(
      (await raw('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, token)).text,
    ) as Array<{
      bookingId: string;
      state: string;
    }>;
    const odd = wire.find((booking) => booking.state === UNKNOWN_BOOKING_STATE);
    expect(odd?.bookingId.endsWith(UNKNOWN_STATE_BOOKING_SUFFIX)).toBe(true);
    const list = await apiClient.bookings.listForUser({ params: { userId: PERSONAS.demo.id } });
    expect((list.body as Booking[]).length).toBe(wire.length - 1);
    expect((list.body as Booking[]).some((booking) => booking.bookingId === odd?.bookingId)).toBe(
      false,
    );

    const places = JSON.parse((await raw('GET', '/places/predefined', token)).text) as Array<{
      id: unknown;
    }>;
    expect(typeof places[0]?.id).toBe('number');
    const read = await apiClient.places.predefined();
    expect(read.status === 200 && read.body.length).toBe(places.length);
    expect(read.status === 200 && typeof read.body[0]?.id).toBe('string');
  });
});
