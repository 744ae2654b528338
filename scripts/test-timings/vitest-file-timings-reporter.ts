import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where vitest's per-file timings go; `npm run test:timings` reads them (with Playwright's JSON report). */
export const VITEST_TIMINGS_FILE = join(process.cwd(), 'reports', 'vitest-timings.json');

export interface VitestFileTiming {
  file: string;
  tests: number;
  failed: number;
  /** Environment set-up + preparation + set-up file + import of the file + its tests and hooks. */
  ms: number;
  importMs: number;
  testsMs: number;
}

export interface VitestTimings {
  runner: 'vitest';
  wallMs: number;
  tests: number;
  files: VitestFileTiming[];
  writtenAt: string;
}

/**
 * Writes reports/vitest-timings.json: the time each test file took in its worker. Vitest's own JSON reporter
 * leaves out the import and environment time of a file (the cost of isolation), which this one keeps.
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
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration;
      return {
        file: module.relativeModuleId,
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
        ms: Math.round(importMs + diagnostic.duration),
        importMs: Math.round(importMs),
        testsMs: Math.round(diagnostic.duration),
      };
    });
    const timings: VitestTimings = {
      runner: 'vitest',
      wallMs: Math.round(performance.now() - this.startedAt),
      tests: files.reduce((sum, file) => sum + file.tests, 0),
      files,
      writtenAt: new Date().toISOString(),
    };
    mkdirSync(dirname(VITEST_TIMINGS_FILE), { recursive: true });
    writeFileSync(VITEST_TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  }
}
