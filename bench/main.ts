import { mkdir, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import {
  bundleSection,
  demoSection,
  interactionsSection,
  pageLoadSection,
} from './browser-sections';
import { THROTTLING } from './lib/browser';
import { machine, printTable, rowWriter, type BenchSection, type Row } from './lib/bench-table';
import { readBudgets } from './lib/budgets';
import { viteBuild } from './lib/vite-build';
import { BENCH_MOCK_SERVER_URL } from './interaction-result';
import { devLoopSection, fakeBackendSection } from './node-sections';

/**
 * `npm run bench [-- --runs N] [--save] [--with-npm-test] [--profile] [--only bundle,load,demo,interactions,backend,dev]`
 * Prints one table, writes reports/bench.json; with --save also bench/results/latest.json (committed figures).
 * Every timing is the median of N runs (default 3); sizes are deterministic.
 */
const REAL_OUT = 'reports/dist-real';
const BENCH_OUT = 'reports/dist-bench';
const MOCK_OUT = 'reports/dist-bench-mock';
const DEMO_OUT = 'reports/dist-bench-demo';
const MOCK_SERVER_OUT = 'reports/dist-bench-mock-server';

export async function main(args: string[]): Promise<number> {
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const runs = Math.max(3, Number(option('--runs') ?? 3));
  const only = option('--only')?.split(',');
  const wants = (section: string) => !only || only.includes(section);
  const budgets = readBudgets();
  const rows: Row[] = [];
  const result: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    runs,
    machine: machine(),
    throttling: THROTTLING,
    budgets,
  };

  // Only the builds the chosen sections measure (each takes a minute or more on a loaded machine).
  if (wants('bundle')) await viteBuild('production', REAL_OUT);
  if (wants('load')) await viteBuild('production', BENCH_OUT, { VITE_API_BASE_URL: '/' });
  if (wants('bundle') || wants('interactions')) await viteBuild('mock', MOCK_OUT);
  if (wants('demo')) await viteBuild('demo', DEMO_OUT);
  if (wants('interactions')) {
    await viteBuild('production', MOCK_SERVER_OUT, {
      VITE_API_MODE: 'real',
      VITE_BACKEND_ENV: 'local',
      VITE_API_BASE_URL: BENCH_MOCK_SERVER_URL,
    });
  }

  const section: BenchSection = { runs, args, budgets, rows, row: rowWriter(rows), result };
  if (wants('bundle')) await bundleSection(section, REAL_OUT, MOCK_OUT);
  if (wants('load')) await pageLoadSection(section, BENCH_OUT);
  if (wants('demo')) await demoSection(section, DEMO_OUT);
  if (wants('interactions')) await interactionsSection(section, MOCK_OUT, MOCK_SERVER_OUT);
  if (wants('backend')) await fakeBackendSection(section);
  if (wants('dev')) await devLoopSection(section);

  console.log(
    `\nWEN benchmark: medians of ${runs} runs; machine ${JSON.stringify(result.machine)}\n`,
  );
  printTable(rows);
  result.table = rows;
  await mkdir('reports', { recursive: true });
  // In the repo's Prettier style, so the committed figures pass `npm run format:check`.
  const json = await format(JSON.stringify(result), {
    ...(await resolveConfig('bench/results/latest.json')),
    parser: 'json',
  });
  await writeFile('reports/bench.json', json);
  if (args.includes('--save')) {
    await mkdir('bench/results', { recursive: true });
    await writeFile('bench/results/latest.json', json);
  }
  return 0;
}
