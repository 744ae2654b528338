import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Env from '@/lib/env';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/env';
import {
  MODEL_FAULT_KINDS,
  MODEL_FAULTS,
  planFaultRuns,
  runFaultRun,
} from '../../models/model-faults';
import { useModelBackend } from './model-runner';

// The request timeout as the mock build runs it: the tab's override is read, so a hang ends in a fraction of a second.
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof Env>();
  return {
    ...actual,
    requestTimeoutMs: () => actual.requestTimeoutMs({ ...actual.env, apiMode: 'mock' }),
  };
});

/** The client timeout while a hang is injected. */
const HANG_TIMEOUT_MS = 300;

/**
 * Paths × faults (issue 23, tests/models/model-faults.ts): each calling transition of the models with a server
 * error, a network error and a hang, on the shortest path through it, in jsdom against the fake backend.
 */
const runs = planFaultRuns();
const driver = useModelBackend();
afterEach(() => {
  sessionStorage.removeItem(MOCK_REQUEST_TIMEOUT_KEY);
});

describe(`model paths × faults: ${runs.length} runs`, () => {
  it('plans every calling transition of every model with every fault kind', () => {
    const calls = MODEL_FAULTS.flatMap(({ model, calls: ofModel }) =>
      ofModel.map((call) => `${model.id} ${call.event}`),
    );
    for (const call of calls) {
      const kinds = runs
        .filter((run) => `${run.model.id} ${run.call.event}` === call)
        .map((run) => run.kind.name);
      expect(new Set(kinds), call).toEqual(new Set(MODEL_FAULT_KINDS.map((kind) => kind.name)));
    }
  });

  for (const run of runs) {
    it(
      run.description,
      () =>
        runFaultRun(run, driver, (kind) => {
          if (kind === 'hang')
            sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, String(HANG_TIMEOUT_MS));
        }),
      90_000,
    );
  }
});
