import { mkdir, writeFile } from 'node:fs/promises';
import { benchDevServer, lastNpmTestDuration, NPM_TEST_RECORD, runNpmTest } from './dev-loop';
import { benchFakeBackend, type FakeBackendRow } from './fake-backend';
import type { BenchSection } from './lib/bench-table';

/** The benchmark's sections measured in Node: the fake backend's growth and the dev loop. */

/** The fake backend: searches at growing sizes, and how they grow. */
export async function fakeBackendSection(section: BenchSection): Promise<void> {
  const { row, budgets, runs, result } = section;
  console.error(`fake backend (${runs} runs per size) …`);
  const backend = await benchFakeBackend(runs);
  for (const sizeRow of backend.rows) {
    const at10k = sizeRow.size === 10_000;
    row(
      'fake backend',
      `offers search, ${sizeRow.size.toLocaleString('en')} postings (${sizeRow.offersMatches} matches)`,
      sizeRow.offersSearchMs,
      'ms',
      at10k ? budgets.fakeBackend.offersSearch10kMs : undefined,
    );
    row(
      'fake backend',
      `place search, ${sizeRow.size.toLocaleString('en')} places`,
      sizeRow.placeSearchMs,
      'ms',
      at10k ? budgets.fakeBackend.placeSearch10kMs : undefined,
    );
  }
  // A ratio whose smaller figure is under 1 ms measures timer and JIT noise more than growth: no verdict.
  const growthRows = (name: string, ratios: number[], pick: (size: FakeBackendRow) => number) =>
    ratios.forEach((ratio, index) => {
      const smaller = backend.rows[index];
      const larger = backend.rows[index + 1];
      if (!smaller || !larger) return;
      const measurable = pick(smaller) >= 1;
      row(
        'fake backend',
        `${name} growth ${smaller.size / 1000}k -> ${larger.size / 1000}k${measurable ? '' : ' (< 1 ms base: noise)'}`,
        ratio,
        'x',
        measurable ? budgets.fakeBackend.maxGrowthPerTenfold : undefined,
      );
    });
  growthRows('offers', backend.offersGrowth, (size) => size.offersSearchMs);
  growthRows('places', backend.placesGrowth, (size) => size.placeSearchMs);
  result.fakeBackend = backend;
}

/** The dev loop: the dev server's first page and `npm test`. */
export async function devLoopSection(section: BenchSection): Promise<void> {
  const { row, budgets, runs, args, result } = section;
  console.error('dev loop …');
  const dev = await benchDevServer(runs);
  row(
    'dev loop',
    'dev server start to first page',
    dev.ms,
    'ms',
    budgets.devLoop.devServerFirstPageMs,
  );
  // `npm test` takes minutes: the median of --runs runs only when asked.
  const npmTest = args.includes('--with-npm-test')
    ? await runNpmTest(runs)
    : await lastNpmTestDuration();
  if (npmTest?.source === 'measured now') {
    await mkdir('reports', { recursive: true });
    await writeFile(NPM_TEST_RECORD, `${JSON.stringify(npmTest, null, 2)}\n`);
  }
  const failed = (npmTest?.exitCodes ?? []).filter((code) => code !== 0).length;
  row(
    'dev loop',
    `npm test (${npmTest ? npmTest.source : 'never recorded'}${failed ? `; ${failed} of ${npmTest?.exitCodes?.length} runs FAILED` : npmTest?.exitCode ? '; FAILED' : ''})`,
    npmTest?.seconds ?? null,
    's',
  );
  result.devLoop = { devServer: dev, npmTest };
}
