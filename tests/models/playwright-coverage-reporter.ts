import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  isComplete,
  modelCoverage,
  planPaths,
  writeCoverageReport,
  type ModelCoverage,
} from './model-harness';
import { MODELS } from './models';

const MODEL_PATH_ANNOTATION = 'model-path';

/**
 * The model coverage of a Playwright run (npm run test:models passes it with --reporter): collects the event
 * sequences of the passed model paths (their 'model-path' annotation), writes reports/model-coverage-playwright.json,
 * prints the table, and fails the run below 100 % state or transition coverage of a model that was run.
 */
export default class ModelCoverageReporter implements Reporter {
  /** The events of each passed path, by model and test id (a test's annotation shows in two lists). */
  private readonly passed = new Map<string, Map<string, string[]>>();
  private readonly modelsRun = new Set<string>();

  onBegin(_config: unknown, suite: Suite): void {
    for (const test of suite.allTests()) {
      const match = /^model ([\w-]+):/.exec(test.parent.title);
      if (match?.[1]) this.modelsRun.add(match[1]);
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed') return;
    for (const annotation of [...test.annotations, ...result.annotations]) {
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
    const incomplete = coverages.filter((coverage) => !isComplete(coverage));
    for (const coverage of incomplete) {
      console.log(
        `Model ${coverage.model} below 100 %: states [${coverage.states.missing.join(', ')}], transitions [${coverage.transitions.missing.join(', ')}]`,
      );
    }
    return { status: incomplete.length ? 'failed' : result.status };
  }
}
