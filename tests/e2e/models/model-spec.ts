import type { Page } from '@playwright/test';
import { coverageOf } from '../../models/model-coverage';
import { modelGraph } from '../../models/model-graph';
import { runPath, type ModelDefinition } from '../../models/model-harness';
import { planPaths } from '../../models/path-planning';
import { MODELS } from '../../models/models';
import { scanWithAxe, wasScanned, type Language } from '../support/axe-scan';
import { expect, test } from '../support/fixtures';
import { writeSummary } from '../support/reliability-report';
import { PlaywrightDriver } from './playwright-driver';
import { switchLanguageInPlace } from './switch-language';

/** The annotation a passed path leaves for tests/models/playwright-coverage-reporter.ts. */
export const MODEL_PATH_ANNOTATION = 'model-path';

/** The reliability suite of the axe scans at the models' states. */
const STATE_SCANS = 'a11y-model-states';
/** The annotation a tour leaves with the scans it made (the coverage reporter's per-language table). */
export const MODEL_AXE_ANNOTATION = 'model-axe';
const LANGUAGES: readonly Language[] = ['de', 'en'];

/** Every state of every model but the initial one (the app is not open yet there), in each language. */
const SCANNED_STATES =
  MODELS.reduce((sum, model) => sum + modelGraph(model).states.length - 1, 0) * LANGUAGES.length;

interface StateScan {
  screen: string;
  language: Language;
  violations: number;
}

/** The screen name of a model state in the scans' records. */
const screenOf = (model: ModelDefinition, state: string) => `${model.id}-${state}`;

/**
 * The model with axe at every state a tour reaches (issue 23), in German and English (issue 23h): after a state's
 * checks pass, the page is scanned as it is then (dialogs, busy buttons and failures included), each state of each
 * model once per run and language. The tours assert German texts: the English scan switches the app's language in
 * place, scans, and switches back before the tour goes on (a state another tour scanned already is not scanned
 * again). `scans` collects the scans this tour made.
 */
function withAxeAtEveryState(
  model: ModelDefinition,
  page: Page,
  scans: Array<{ state: string; language: Language }>,
): ModelDefinition {
  const { initial } = modelGraph(model);
  const scan = async (name: string, language: Language) => {
    await scanWithAxe(page, STATE_SCANS, screenOf(model, name), language);
    scans.push({ state: name, language });
    writeSummary<StateScan>(STATE_SCANS, SCANNED_STATES, (records) => {
      const serious = records.reduce((sum, record) => sum + record.violations, 0);
      const states = Object.fromEntries(
        LANGUAGES.map((lang) => [lang, records.filter((r) => r.language === lang).length]),
      ) as Record<Language, number>;
      return {
        line: `axe at every model state: ${states.de} states of ${MODELS.length} models scanned in German, ${states.en} in English, ${serious} serious or critical`,
        figures: { states, serious },
      };
    });
  };
  const states = Object.fromEntries(
    Object.entries(model.states).map(([name, assert]) => [
      name,
      async (context: Parameters<typeof assert>[0]) => {
        await assert(context);
        if (name === initial) return;
        const screen = screenOf(model, name);
        if (!wasScanned(STATE_SCANS, screen, 'de')) await scan(name, 'de');
        if (wasScanned(STATE_SCANS, screen, 'en')) return;
        await switchLanguageInPlace(page, 'en');
        await scan(name, 'en');
        await switchLanguageInPlace(page, 'de');
      },
    ]),
  );
  return { ...model, states };
}

/** The states the path reached (its initial state aside) that this run has not scanned in both languages. */
function unscannedStates(model: ModelDefinition, events: string[]): string[] {
  const { initial, states } = modelGraph(model);
  const { states: reached } = coverageOf(model, [events]);
  const missing = new Set(reached.missing);
  return states
    .filter((state) => state !== initial && !missing.has(state))
    .flatMap((state) =>
      LANGUAGES.filter(
        (language) => !wasScanned(STATE_SCANS, screenOf(model, state), language),
      ).map((language) => `${state} (${language})`),
    );
}

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
        const scans: Array<{ state: string; language: Language }> = [];
        await runPath(withAxeAtEveryState(model, page, scans), path, new PlaywrightDriver(page));
        expect(unscannedStates(model, path.events), 'states reached without axe scans').toEqual([]);
        testInfo.annotations.push(
          {
            type: MODEL_PATH_ANNOTATION,
            description: JSON.stringify({ model: model.id, events: path.events }),
          },
          { type: MODEL_AXE_ANNOTATION, description: JSON.stringify({ model: model.id, scans }) },
        );
      });
    }
  });
}
