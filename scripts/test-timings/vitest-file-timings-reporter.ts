import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where vitest's per-file timings go; `npm run test:timings` reads them (with Playwright's JSON report). */
export const VITEST_TIMINGS_FILE = join(process.cwd(), 'reports', 'vitest-timings.json');

export interface VitestFileTiming {
  file: string;
  tests: number;
  failed: number;
  /** Preparation + set-up file + import of the file + its tests and hooks (not the worker's environment set-up). */
  ms: number;
  importMs: number;
  /**
   * The set-up time of the environment the file ran in, as vitest reports it. With `isolate: false` a worker sets
   * jsdom up once and vitest gives that one time to every file the worker runs: it is not the file's cost.
   */
  environmentMs: number;
  testsMs: number;
}

export interface VitestTimings {
  runner: 'vitest';
  wallMs: number;
  tests: number;
  /** The environment set-ups of the run, each counted once (the distinct `environmentMs` of the files). */
  environmentSetupsMs: number;
  files: VitestFileTiming[];
  writtenAt: string;
}

/**
 * Writes reports/vitest-timings.json: the time each test file took in its worker. Vitest's own JSON reporter
 * leaves out the import time of a file, which this one keeps. The environment set-up is the worker's, once
 * (issue 17j): summed over the files, as vitest's "environment" figure does, it counted about 0.6 s for every jsdom
 * file though a worker sets jsdom up only once.
 */
export default class FileTimingsReporter implements Reporter {
  private startedAt = performance.now();

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module): VitestFileTiming => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const importMs =
        diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration;
      return {
        file: module.relativeModuleId,
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
        ms: Math.round(importMs + diagnostic.duration),
        importMs: Math.round(importMs),
        testsMs: Math.round(diagnostic.duration),
        environmentMs: diagnostic.environmentSetupDuration,
      };
    });
    const timings: VitestTimings = {
      runner: 'vitest',
      wallMs: Math.round(performance.now() - this.startedAt),
      tests: files.reduce((sum, file) => sum + file.tests, 0),
      environmentSetupsMs: Math.round(
        [...new Set(files.map((file) => file.environmentMs))].reduce((sum, ms) => sum + ms, 0),
      ),
      files: files.map((file) => ({ ...file, environmentMs: Math.round(file.environmentMs) })),
      writtenAt: new Date().toISOString(),
    };
    mkdirSync(dirname(VITEST_TIMINGS_FILE), { recursive: true });
    writeFileSync(VITEST_TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  }
}
