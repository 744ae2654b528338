import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { findScenario, type Scenario } from '@scenarios/scenario-registry';
import type { SharedExclusiveLock } from '../lib/shared-exclusive-lock';
import type { ScenarioRuntime } from '../scenario-runtime';
import { isJsonContentType } from '../handlers/request-reading';
import { CONTROL_HEADER } from './cors';
import { jsonResponse } from './http-io';
import { knownScenarioIds, unknownScenarioMessage } from './scenario-selection';

/** The mock server's control calls (not part of the WEN API, so not in the contract). */
export const CONTROL_PATH = '/__mock';
/** The environment variable of the control token (beside --control-token). */
export const CONTROL_TOKEN_ENV = 'WEN_MOCK_CONTROL_TOKEN';

/** A fresh control token: 128 random bits, hex. */
export function newControlToken(): string {
  return randomBytes(16).toString('hex');
}

/** The body of POST /__mock/scenario. */
const SwitchRequestSchema = z.strictObject({
  /** Default: the scenario in effect (a re-seed). */
  scenario: z.string().trim().min(1).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
  /** Also lift lockouts of failed logins; they stay otherwise. */
  liftLockouts: z.boolean().optional(),
});

/** What the control calls work on: the server's token, its shared data, and how a change is kept. */
export interface ControlContext {
  controlToken: string;
  shared: ScenarioRuntime;
  lock: SharedExclusiveLock;
  /** Writes the shared data to the data file (called while the change's exclusive lock is held). */
  persist: () => Promise<void>;
  seedOf: (scenario: Scenario) => number;
  heldBodyBytes: () => number;
}

/**
 * The mock server's control surface (GET /__mock/state, POST /__mock/scenario) and the check of its token, which
 * the fault header needs too.
 */
export function controlCalls({
  controlToken,
  shared,
  lock,
  persist,
  seedOf,
  heldBodyBytes,
}: ControlContext) {
  /** Does a request carry the control token? 'missing', 'wrong' or 'ok'. */
  function controlVerdict(headers: Headers): 'missing' | 'wrong' | 'ok' {
    const given = headers.get(CONTROL_HEADER)?.trim();
    if (!given) return 'missing';
    const a = Buffer.from(given);
    const b = Buffer.from(controlToken);
    return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'wrong';
  }
  function controlRefusal(verdict: 'missing' | 'wrong', what: string): Response {
    return verdict === 'missing'
      ? jsonResponse(401, {
          message: `${what} needs the server's control token in the ${CONTROL_HEADER} header (printed at the server's start, or set with --control-token / ${CONTROL_TOKEN_ENV}).`,
          code: 'CONTROL_TOKEN_REQUIRED',
        })
      : jsonResponse(403, {
          message: `The ${CONTROL_HEADER} header does not carry the server's control token.`,
          code: 'CONTROL_TOKEN_WRONG',
        });
  }

  async function control(method: string, url: URL, headers: Headers, body: Buffer) {
    const path = url.pathname.slice(CONTROL_PATH.length);
    if (path === '/state' && method === 'GET') {
      // ?gc: collect garbage first when Node runs with --expose-gc (the soak test's memory figures).
      if (url.searchParams.has('gc')) {
        const verdict = controlVerdict(headers);
        if (verdict !== 'ok') return controlRefusal(verdict, 'A garbage collection');
        (globalThis as { gc?: () => void }).gc?.();
      }
      const { rss, heapUsed } = process.memoryUsage();
      return Response.json({
        scenario: shared.selection.scenario.id,
        seed: shared.selection.seed,
        scenarios: knownScenarioIds(),
        memory: { rss, heapUsed },
        heldBodyBytes: heldBodyBytes(),
      });
    }
    if (path !== '/scenario' || method !== 'POST') {
      return jsonResponse(404, {
        message: `No control call ${method} ${url.pathname}: GET ${CONTROL_PATH}/state, POST ${CONTROL_PATH}/scenario.`,
        code: 'NOT_FOUND',
      });
    }
    // A secret, in a custom header (a browser pre-flights it, so no page elsewhere can even try).
    const verdict = controlVerdict(headers);
    if (verdict !== 'ok') return controlRefusal(verdict, 'Switching the shared data');
    if (!isJsonContentType(headers.get('content-type'))) {
      return jsonResponse(400, {
        message: 'No valid input: body: the body must be sent as application/json',
        code: 'VALIDATION',
      });
    }
    let parsed: z.infer<typeof SwitchRequestSchema>;
    try {
      const text = body.toString('utf8').trim();
      parsed = SwitchRequestSchema.parse(text === '' ? {} : JSON.parse(text));
    } catch (error) {
      return jsonResponse(400, {
        message: `No valid input: ${error instanceof z.ZodError ? z.prettifyError(error) : 'the body is not valid JSON'}`,
        code: 'VALIDATION',
      });
    }
    const scenario = parsed.scenario ? findScenario(parsed.scenario) : shared.selection.scenario;
    if (!scenario) {
      return jsonResponse(400, {
        message: unknownScenarioMessage(parsed.scenario ?? ''),
        code: 'UNKNOWN_SCENARIO',
        scenarios: knownScenarioIds(),
      });
    }
    const seed = parsed.seed ?? seedOf(scenario);
    await lock.exclusive(async () => {
      shared.select({ scenario, seed });
      await shared.applyData({ reset: true, liftLockouts: parsed.liftLockouts ?? false });
      await persist();
    });
    return Response.json({
      scenario: scenario.id,
      seed,
      liftedLockouts: parsed.liftLockouts ?? false,
    });
  }

  return { control, controlVerdict, controlRefusal };
}
