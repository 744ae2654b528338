import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { CHROMIUM_PATH } from './browser';
import type { readBudgets } from './budgets';
import { verdict } from './budgets';
import { round } from './stats';
import type { TimelineEntry } from './load-timing';

/** The benchmark's table (bench/main.ts): one row per figure, and what each section writes into it. */

export type Row = [section: string, figure: string, value: string, budget: string, verdict: string];

/** What a section of the benchmark measures with and writes into. */
export interface BenchSection {
  runs: number;
  args: string[];
  budgets: ReturnType<typeof readBudgets>;
  rows: Row[];
  /** Adds a row of one figure with its unit, its budget if it has one and the verdict. */
  row: (
    section: string,
    figure: string,
    value: number | null,
    unit: string,
    budget?: number,
  ) => void;
  /** What reports/bench.json gets. */
  result: Record<string, unknown>;
}

/** The row writer of a table. */
export function rowWriter(rows: Row[]): BenchSection['row'] {
  return (section, figure, value, unit, budget) => {
    rows.push([
      section,
      figure,
      value === null ? 'n/a' : `${round(value)} ${unit}`,
      budget === undefined ? '' : `${budget} ${unit}`,
      verdict(value, budget),
    ]);
  };
}

export function machine() {
  const cpuInfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.+)/.exec(cpuInfo)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  let nproc = cpus().length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    // cpus() it is
  }
  return {
    nproc,
    cpu: model.trim(),
    memoryGb: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    chromium: (() => {
      try {
        return execFileSync(CHROMIUM_PATH, ['--version'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
      } catch {
        return 'unknown';
      }
    })(),
  };
}

/** Where the time goes in one measured load: every file, call, long task and mark, in start order. */
export function printTimeline(name: string, timeline: readonly TimelineEntry[]): void {
  console.error(`\nwhere the time goes: ${name}; ms from navigation start)`);
  for (const step of timeline) {
    const kb = step.transferredKb === undefined ? '' : ` ${step.transferredKb} KB`;
    console.error(
      `  ${String(step.startMs).padStart(5)} → ${String(step.endMs).padStart(5)}  ${step.what}${kb}`,
    );
  }
}
export function printTable(rows: Row[]): void {
  const header: Row = ['section', 'figure', 'value', 'budget', ''];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: Row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}
