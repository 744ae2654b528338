import type { Page } from '@playwright/test';
import {
  coverageOf,
  modelGraph,
  planPaths,
  runPath,
  type ModelDefinition,
} from '../../models/model-harness';
import { MODELS } from '../../models/models';
import { scanWithAxe, wasScanned } from '../support/axe-scan';
import { expect, test } from '../support/fixtures';
import { writeSummary } from '../support/reliability-report';
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
/** The reliability suite of the axe scans at the models' states. */
const STATE_SCANS = 'a11y-model-states';

/** Every state of every model but the initial one (the app is not open yet there). */
const SCANNED_STATES = MODELS.reduce((sum, model) => sum + modelGraph(model).states.length - 1, 0);

/**
 * The model with axe at every state a tour reaches (issue 23): after a state's checks pass, the page is scanned as
 * it is then (dialogs, busy buttons and failures included), each state of each model once per run, in German, the
 * tours' language. The a11y spec scans the screens in both languages.
 */
function withAxeAtEveryState(model: ModelDefinition, page: Page): ModelDefinition {
  const { initial } = modelGraph(model);
  const states = Object.fromEntries(
    Object.entries(model.states).map(([name, assert]) => [
      name,
      async (context: Parameters<typeof assert>[0]) => {
        await assert(context);
        const screen = `${model.id}-${name}`;
        if (name === initial || wasScanned(STATE_SCANS, screen, 'de')) return;
        await scanWithAxe(page, STATE_SCANS, screen, 'de');
        writeSummary<{ violations: number }>(STATE_SCANS, SCANNED_STATES, (records) => {
          const serious = records.reduce((sum, record) => sum + record.violations, 0);
          return {
            line: `axe at every model state: ${records.length} states of ${MODELS.length} models scanned, ${serious} serious or critical`,
            figures: { states: records.length, serious },
          };
        });
      },
    ]),
  );
  return { ...model, states };
}

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
        await runPath(withAxeAtEveryState(model, page), path, new PlaywrightDriver(page));
        testInfo.annotations.push({
          type: MODEL_PATH_ANNOTATION,
          description: JSON.stringify({ model: model.id, events: path.events }),
        });
      });
    }
  });
}
