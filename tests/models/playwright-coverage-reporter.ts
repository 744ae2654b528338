import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  coverageOf,
  isComplete,
  modelCoverage,
  writeCoverageReport,
  type ModelCoverage,
} from './model-coverage';
import { modelGraph } from './model-graph';
import { planPaths } from './path-planning';
import { type ModelDefinition } from './model-harness';
import { MODELS } from './models';

const MODEL_PATH_ANNOTATION = 'model-path';
/** The scans of a tour (tests/e2e/models/model-spec.ts): axe at every state, in German and English. */
const MODEL_AXE_ANNOTATION = 'model-axe';
const LANGUAGES = ['de', 'en'] as const;

/** A model's axe scans of the run, per language: the states reached by passed paths, scanned or not. */
interface AxeCoverage {
  model: string;
  reached: number;
  scanned: Record<(typeof LANGUAGES)[number], number>;
  missing: string[];
}

/**
 * The model coverage of a Playwright run (npm run test:models passes it with --reporter): collects the event
 * sequences of the passed model paths (their 'model-path' annotation), writes reports/model-coverage-playwright.json,
 * prints the table, and fails the run below 100 % state or transition coverage of a model that was run. It also
 * states, per language, which reached states the tours scanned with axe ('model-axe' annotations; issue 23h), and
 * fails the run when a reached state lacks a scan in German or English (a serious finding fails its tour).
 */
export default class ModelCoverageReporter implements Reporter {
  /** The events of each passed path, by model and test id (a test's annotation shows in two lists). */
  private readonly passed = new Map<string, Map<string, string[]>>();
  private readonly modelsRun = new Set<string>();
  /** The states scanned, by model and language ('de login' → states). */
  private readonly scanned = new Map<string, Set<string>>();

  onBegin(_config: unknown, suite: Suite): void {
    for (const test of suite.allTests()) {
      const match = /^model ([\w-]+):/.exec(test.parent.title);
      if (match?.[1]) this.modelsRun.add(match[1]);
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed') return;
    for (const annotation of [...test.annotations, ...result.annotations]) {
      if (annotation.type === MODEL_AXE_ANNOTATION && annotation.description) {
        const { model, scans } = JSON.parse(annotation.description) as {
          model: string;
          scans: Array<{ state: string; language: string }>;
        };
        for (const { state, language } of scans) {
          const key = `${language} ${model}`;
          this.scanned.set(key, (this.scanned.get(key) ?? new Set()).add(state));
        }
      }
      if (annotation.type !== MODEL_PATH_ANNOTATION || !annotation.description) continue;
      const { model, events } = JSON.parse(annotation.description) as {
        model: string;
        events: string[];
      };
      const byTest = this.passed.get(model) ?? new Map<string, string[]>();
      byTest.set(test.id, events);
      this.passed.set(model, byTest);
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    const coverages: ModelCoverage[] = MODELS.filter((model) => this.modelsRun.has(model.id)).map(
      (model) =>
        modelCoverage(model, planPaths(model, 'transition-tour').length, [
          ...(this.passed.get(model.id)?.values() ?? []),
        ]),
    );
    if (coverages.length === 0) return { status: result.status };
    console.log(`\n${writeCoverageReport('playwright', coverages, { replace: true })}`);
    const axe = MODELS.filter((model) => this.modelsRun.has(model.id)).map((model) =>
      this.axeCoverage(model),
    );
    console.log(axeTable(axe));
    const unscanned = axe.filter((coverage) => coverage.missing.length > 0);
    for (const coverage of unscanned) {
      console.log(
        `Model ${coverage.model}: reached states without an axe scan [${coverage.missing.join(', ')}]`,
      );
    }
    const incomplete = coverages.filter((coverage) => !isComplete(coverage));
    for (const coverage of incomplete) {
      console.log(
        `Model ${coverage.model} below 100 %: states [${coverage.states.missing.join(', ')}], transitions [${coverage.transitions.missing.join(', ')}]`,
      );
    }
    return { status: incomplete.length || unscanned.length ? 'failed' : result.status };
  }

  /** The states the passed paths reached (the initial one aside: the app is not open there) and their scans. */
  private axeCoverage(model: ModelDefinition): AxeCoverage {
    const { initial, states } = modelGraph(model);
    const { states: count } = coverageOf(model, [...(this.passed.get(model.id)?.values() ?? [])]);
    const reached = states.filter((state) => state !== initial && !count.missing.includes(state));
    const scannedIn = (language: string) =>
      this.scanned.get(`${language} ${model.id}`) ?? new Set();
    return {
      model: model.id,
      reached: reached.length,
      scanned: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          reached.filter((state) => scannedIn(language).has(state)).length,
        ]),
      ) as AxeCoverage['scanned'],
      missing: LANGUAGES.flatMap((language) =>
        reached
          .filter((state) => !scannedIn(language).has(state))
          .map((state) => `${state} (${language})`),
      ),
    };
  }
}

function axeTable(coverages: AxeCoverage[]): string {
  const rows = coverages.map(
    (c) =>
      `| ${c.model.padEnd(16)} | ${String(c.reached).padStart(14)} | ${`${c.scanned.de}/${c.reached}`.padStart(10)} | ${`${c.scanned.en}/${c.reached}`.padStart(10)} |`,
  );
  return [
    'axe at the model states (playwright)',
    '| model            | states reached | German     | English    |',
    '|------------------|----------------|------------|------------|',
    ...rows,
  ].join('\n');
}
