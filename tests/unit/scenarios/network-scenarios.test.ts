import { describe, expect, it } from 'vitest';
import { injectFault } from '@mocks/faults';
import { DEFAULT_SEED, PERSONAS } from '@mocks/node';
import { call, useMockBackend, type CallResult } from '../support/mock-backend-harness';
import { useScenario } from '../support/use-scenario';
import {
  cleanup,
  demoToken,
  freshScenarioPerTest,
  login,
  me,
  mobilityRequest,
  use,
} from './scenario-calls';

useMockBackend();
freshScenarioPerTest();
describe('network scenarios', () => {
  const enforceUpdates = () =>
    call('GET', '/api/v1/app-version/enforce-updates', {
      query: { version: '0.11.4', platform: 'web' },
    });
  /** 200, 500 or 'network' (no answer) per call. */
  async function outcomes(count: number): Promise<Array<number | 'network'>> {
    const results: Array<number | 'network'> = [];
    for (let index = 0; index < count; index += 1) {
      try {
        results.push((await enforceUpdates()).status);
      } catch {
        results.push('network');
      }
    }
    return results;
  }

  it('server-down: no call gets an answer', async () => {
    await use('server-down');
    await expect(enforceUpdates()).rejects.toThrow();
    await expect(login(PERSONAS.demo.email)).rejects.toThrow();
  });

  it('flaky-network: a share fails with 500 or without an answer, the same calls for the same seed', async () => {
    await use('flaky-network', { seed: DEFAULT_SEED, latency: { mode: 'none' } });
    const first = await outcomes(40);
    cleanup?.();
    await use('flaky-network', { seed: DEFAULT_SEED, latency: { mode: 'none' } });
    const second = await outcomes(40);
    expect(second).toEqual(first);
    const failures = first.filter((outcome) => outcome !== 200).length;
    expect(failures).toBeGreaterThan(4);
    expect(failures).toBeLessThan(24);
    expect(first).toContain(500);
    expect(first).toContain('network');
    cleanup?.();
    await use('flaky-network', { seed: 1, latency: { mode: 'none' } });
    expect(await outcomes(40)).not.toEqual(first);
  });

  it('slow-network: every answer waits 2 seconds', async () => {
    await use('slow-network');
    const started = performance.now();
    const result: CallResult = await enforceUpdates();
    expect(result.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_950);
  });

  it('faults injected per route (mocks/faults.ts) still apply inside a scenario, before its overrides', async () => {
    await use('offers-empty');
    injectFault({ route: 'offers.search', kind: 'status', status: 409, once: true });
    const token = await demoToken();
    expect((await call('POST', '/api/v1/offers', { token, body: mobilityRequest() })).status).toBe(
      409,
    );
    expect((await call('POST', '/api/v1/offers', { token, body: mobilityRequest() })).status).toBe(
      200,
    );
  });
});

describe('useScenario', () => {
  const applied = useScenario('terms-pending');

  it('applies the scenario before each test and names it', async () => {
    expect(applied.current.scenario.id).toBe('terms-pending');
    expect((await me(await demoToken())).body).toMatchObject({ acceptedTerms: false });
  });
});
