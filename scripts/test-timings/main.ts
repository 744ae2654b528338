import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { VitestTimings } from './vitest-file-timings-reporter';

/**
 * `npm run test:timings [-- --readme] [--top N]`: the slowest test files of both runners, from the reports of
 * the last `npm test` (reports/vitest-timings.json, written by ./vitest-file-timings-reporter.ts, and
 * Playwright's JSON report reports/playwright-results.json). Prints the table; --readme also writes it into
 * README.md between the test-timings markers.
 */
const ROOT = process.cwd();
const VITEST_FILE = join(ROOT, 'reports', 'vitest-timings.json');
const PLAYWRIGHT_FILE = join(ROOT, 'reports', 'playwright-results.json');
const README = join(ROOT, 'README.md');
const START_MARKER = '<!-- test-timings:start (npm run test:timings -- --readme) -->';
const END_MARKER = '<!-- test-timings:end -->';

interface PlaywrightResult {
  duration: number;
  status: string;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests: Array<{ projectName: string; status: string; results: PlaywrightResult[] }>;
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config: { rootDir: string; configFile?: string };
  suites: PlaywrightSuite[];
  stats: { startTime: string; duration: number; expected: number; unexpected: number };
}

export interface FileRow {
  runner: 'vitest' | 'Playwright';
  file: string;
  tests: number;
  ms: number;
}

export interface RunnerSummary {
  runner: FileRow['runner'];
  files: number;
  tests: number;
  /** From the runner's start to its end. */
  wallMs: number;
  /** The files' times added up (the runner spreads them over its workers). */
  sumMs: number;
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

function specsOf(suite: PlaywrightSuite): PlaywrightSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/**
 * Per spec file (the top-level suite: a model's tests are declared in a shared helper but belong to the spec
 * that calls it): its tests (one per project it runs in) and the time of all their attempts, hooks included.
 */
export function playwrightRows(report: PlaywrightReport, testDir: string): FileRow[] {
  const byFile = new Map<string, FileRow>();
  for (const fileSuite of report.suites) {
    const file = `${testDir}/${fileSuite.file}`;
    const row = byFile.get(file) ?? { runner: 'Playwright', file, tests: 0, ms: 0 };
    for (const spec of specsOf(fileSuite)) {
      for (const test of spec.tests) {
        row.tests += 1;
        row.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      }
    }
    byFile.set(file, row);
  }
  return [...byFile.values()];
}

export function vitestRows(timings: VitestTimings): FileRow[] {
  return timings.files.map((file) => ({
    runner: 'vitest',
    file: file.file,
    tests: file.tests,
    ms: file.ms,
  }));
}

function summary(runner: FileRow['runner'], rows: FileRow[], wallMs: number): RunnerSummary {
  return {
    runner,
    files: rows.length,
    tests: rows.reduce((sum, row) => sum + row.tests, 0),
    wallMs,
    sumMs: rows.reduce((sum, row) => sum + row.ms, 0),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en-GB');

export function timingsMarkdown(rows: FileRow[], summaries: RunnerSummary[], top: number): string {
  const slowest = [...rows].sort((a, b) => b.ms - a.ms).slice(0, top);
  const lines = [
    '| runner | files | tests | wall time (s) | files added up (s) |',
    '| --- | --: | --: | --: | --: |',
    ...summaries.map(
      (s) =>
        `| ${s.runner} | ${s.files} | ${count(s.tests)} | ${seconds(s.wallMs)} | ${seconds(s.sumMs)} |`,
    ),
    '',
    `The ${slowest.length} slowest files:`,
    '',
    '| # | runner | file | tests | time (s) |',
    '| --: | --- | --- | --: | --: |',
    ...slowest.map(
      (row, index) =>
        `| ${index + 1} | ${row.runner} | \`${row.file}\` | ${row.tests} | ${seconds(row.ms)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Replaces the text between the markers (both kept). */
export function replaceBetweenMarkers(text: string, replacement: string): string {
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  if (start < 0 || end < start) {
    throw new Error(`README.md lacks the markers ${START_MARKER} … ${END_MARKER}.`);
  }
  return `${text.slice(0, start + START_MARKER.length)}\n\n${replacement}\n\n${text.slice(end)}`;
}

export async function main(args: string[]): Promise<number> {
  const topIndex = args.indexOf('--top');
  const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 20;
  const vitest = readJson<VitestTimings>(VITEST_FILE);
  const playwright = readJson<PlaywrightReport>(PLAYWRIGHT_FILE);
  if (!vitest || !playwright) {
    console.error(
      `No reports of a run: ${[!vitest && VITEST_FILE, !playwright && PLAYWRIGHT_FILE].filter(Boolean).join(', ')}. Run npm test first.`,
    );
    return 1;
  }
  // Relative to the checkout the run was made in (a fresh clone in CI may be elsewhere than this one).
  const { rootDir, configFile } = playwright.config;
  const testDir = relative(configFile ? dirname(configFile) : ROOT, rootDir) || 'tests/e2e';
  const vitestFiles = vitestRows(vitest);
  const playwrightFiles = playwrightRows(playwright, testDir);
  const summaries = [
    summary('vitest', vitestFiles, vitest.wallMs),
    summary('Playwright', playwrightFiles, playwright.stats.duration),
  ];
  const table = timingsMarkdown([...vitestFiles, ...playwrightFiles], summaries, top);
  const measured = `Measured ${vitest.writtenAt.slice(0, 10)} (vitest) and ${playwright.stats.startTime.slice(0, 10)} (Playwright).`;
  const markdown = `${measured}\n\n${table}`;
  console.log(markdown);
  if (args.includes('--readme')) {
    const next = replaceBetweenMarkers(readFileSync(README, 'utf8'), markdown);
    const formatted = await format(next, {
      ...(await resolveConfig(README)),
      parser: 'markdown',
    });
    writeFileSync(README, formatted);
    console.log('\nREADME.md updated.');
  }
  return 0;
}
