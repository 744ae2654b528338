import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Figures of the reliability suites (faults, access, injection, a11y, keyboard). Each test records its result
 * in a file of this run (workers are processes of one runner, so the runner's pid names the run); the worker
 * that finds every expected record prints the suite's summary line and writes reports/reliability-<suite>.json.
 */
const REPORTS_DIR = join(process.cwd(), 'reports');

function runDir(suite: string): string {
  return join(REPORTS_DIR, '.runs', `${suite}-${process.ppid}`);
}

export function recordResult(suite: string, key: string, data: Record<string, unknown>): void {
  const dir = runDir(suite);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${key.replace(/[^\w.-]+/g, '_')}.json`),
    JSON.stringify({ key, ...data }),
  );
}

export function readResults<T>(suite: string): T[] {
  try {
    const dir = runDir(suite);
    return readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T);
  } catch {
    return [];
  }
}

/**
 * True for the first worker of the run to ask: when both workers end their last test of a suite at about the
 * same time, both find every record, and only one may print the line.
 */
function claimSummary(suite: string): boolean {
  try {
    writeFileSync(`${runDir(suite)}.summary`, '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Prints the line and writes the report once all `expected` records of the run exist (the last worker to
 * finish, once); a partial run (a filtered or failed one) writes nothing.
 */
export function writeSummary<T>(
  suite: string,
  expected: number,
  summarize: (records: T[]) => { line: string; figures: Record<string, unknown> },
): void {
  const records = readResults<T>(suite);
  if (records.length < expected || !claimSummary(suite)) return;
  const { line, figures } = summarize(records);
  console.log(line);
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(
    join(REPORTS_DIR, `reliability-${suite}.json`),
    `${JSON.stringify({ suite, summary: line, ...figures, records, writtenAt: new Date().toISOString() }, null, 2)}\n`,
  );
}
