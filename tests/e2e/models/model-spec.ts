import { coverageOf, planPaths, runPath, type ModelDefinition } from '../../models/model-harness';
import { expect, test } from '../support/fixtures';
import { PlaywrightDriver } from './playwright-driver';

/** The annotation a passed path leaves for tests/models/playwright-coverage-reporter.ts. */
export const MODEL_PATH_ANNOTATION = 'model-path';

/**
 * The Playwright runner of a model: a few long paths that together take every transition at least once (each
 * path starts the app afresh, the costly part in a browser; vitest runs every simple path and these tours too),
 * each a test named by its steps, run in Chromium against the running mock app. The generated set itself must
 * cover every state and transition; the reporter (npm run test:models) computes the coverage of the executed
 * paths.
 */
export function describeModel(model: ModelDefinition): void {
  const planned = planPaths(model, 'transition-tour');

  test.describe(`model ${model.id}: ${planned.length} transition-tour paths`, () => {
    // A path is several screens long; sign-on round trips and the location picker take a while.
    test.describe.configure({ timeout: 120_000 });

    test('the generated paths cover every state and every transition', () => {
      const { states, transitions } = coverageOf(
        model,
        planned.map((path) => path.events),
      );
      expect(states.missing, 'states no path reaches').toEqual([]);
      expect(transitions.missing, 'transitions no path takes').toEqual([]);
    });

    for (const path of planned) {
      test(path.description, async ({ page }, testInfo) => {
        await runPath(model, path, new PlaywrightDriver(page));
        testInfo.annotations.push({
          type: MODEL_PATH_ANNOTATION,
          description: JSON.stringify({ model: model.id, events: path.events }),
        });
      });
    }
  });
}
