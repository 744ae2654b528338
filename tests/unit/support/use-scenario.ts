import { afterEach, beforeEach } from 'vitest';
import { applyScenario, type AppliedScenario, type ApplyScenarioOptions } from '@mocks/node';
import type { ScenarioId } from '@scenarios/scenario-registry';

type Options = Omit<ApplyScenarioOptions, 'baseUrl'>;

/**
 * Puts the shared mock server (mocks/node.ts mockServer, started by the test file, e.g. with useMockBackend)
 * into a registered scenario now: its data, and its behaviour until `clear()`.
 *
 *   const applied = await scenario('login-lockout');
 */
export function scenario(id: ScenarioId, options: Options = {}): Promise<AppliedScenario> {
  return applyScenario(id, options);
}

/**
 * Every test of the surrounding describe runs in the scenario: applied before each test (fresh data of the
 * seed, then the scenario's changes), its behaviour dropped after each (mockServer.resetHandlers()).
 *
 *   describe('a locked login', () => {
 *     useScenario('login-lockout');
 *     it('answers 429', …);
 *   });
 */
export function useScenario(
  id: ScenarioId,
  options: Options = {},
): { readonly current: AppliedScenario } {
  let applied: AppliedScenario | undefined;
  beforeEach(async () => {
    applied = await applyScenario(id, options);
  });
  afterEach(() => {
    applied?.clear();
    applied = undefined;
  });
  return {
    get current() {
      if (!applied)
        throw new Error(
          'useScenario: the scenario is applied in beforeEach; read it inside a test.',
        );
      return applied;
    },
  };
}
