import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';
import { readFileSync } from 'node:fs';
import { measureBuild, type BuildSizes } from './bundle';
import { viteBuild } from './lib/vite-build';
import { benchDevServer, lastNpmTestDuration, NPM_TEST_RECORD, runNpmTest } from './dev-loop';
import { benchFakeBackend, type FakeBackendRow } from './fake-backend';
import { kb } from './lib/bundle-size';
import { CHROMIUM_PATH, THROTTLING } from './lib/browser';
import { readBudgets, verdict } from './lib/budgets';
import { printProfileSummary } from './lib/cpu-profile';
import { round } from './lib/stats';
import { BENCH_MOCK_SERVER_URL, benchInteractions } from './interactions';
import { benchDemo, benchPageLoad, type TimelineEntry } from './page-load';

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

type Row = [section: string, figure: string, value: string, budget: string, verdict: string];

function machine() {
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
function printTimeline(name: string, timeline: readonly TimelineEntry[]): void {
  console.error(`\nwhere the time goes: ${name}; ms from navigation start)`);
  for (const step of timeline) {
    const kb = step.transferredKb === undefined ? '' : ` ${step.transferredKb} KB`;
    console.error(
      `  ${String(step.startMs).padStart(5)} → ${String(step.endMs).padStart(5)}  ${step.what}${kb}`,
    );
  }
}

function printTable(rows: Row[]): void {
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
  const row = (
    section: string,
    figure: string,
    value: number | null,
    unit: string,
    budget?: number,
  ) =>
    rows.push([
      section,
      figure,
      value === null ? 'n/a' : `${round(value)} ${unit}`,
      budget === undefined ? '' : `${budget} ${unit}`,
      verdict(value, budget),
    ]);
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

  if (wants('bundle')) {
    const builds: BuildSizes[] = [
      await measureBuild('real backend', REAL_OUT),
      await measureBuild('mock', MOCK_OUT),
    ];
    for (const build of builds) {
      const real = build.build === 'real backend';
      const size = (label: string, set: BuildSizes['entry'], budget?: number) => {
        row(`bundle (${build.build})`, `${label} JS+CSS gzip`, kb(set.total.gzip), 'KB', budget);
        row(`bundle (${build.build})`, `${label} JS+CSS brotli`, kb(set.total.brotli), 'KB');
        rows.push([
          `bundle (${build.build})`,
          `${label} JS / CSS gzip`,
          `${kb(set.js.gzip)} / ${kb(set.css.gzip)} KB`,
          '',
          '',
        ]);
      };
      size(
        'entry (index.html + static imports)',
        build.entry,
        real ? budgets.bundle.entryGzipKb : undefined,
      );
      size(
        '/login first screen (all chunks before it renders)',
        build.loginFirstScreen,
        real ? budgets.bundle.loginFirstScreenGzipKb : undefined,
      );
      if (real) {
        const largest = Math.max(...build.routeChunks.map((chunk) => chunk.size.gzip));
        row(
          'bundle (real backend)',
          'largest route chunk gzip',
          kb(largest),
          'KB',
          budgets.bundle.largestRouteChunkGzipKb,
        );
      }
    }
    result.bundle = builds;
  }

  if (wants('load')) {
    console.error(`page load (${runs} runs each) …`);
    const load = await benchPageLoad(BENCH_OUT, runs, args.includes('--profile'));
    const pl = budgets.pageLoad;
    for (const [name, figures, lcpBudget, usableBudget] of [
      ['/login', load.login, pl.loginLcpMs, pl.loginUsableMs],
      ['dashboard', load.dashboard, pl.dashboardLcpMs, undefined],
      ['dashboard, token only (no last known user)', load.dashboardTokenOnly, undefined, undefined],
      ['/login repeat visit', load.loginRepeat, undefined, undefined],
      [
        'dashboard repeat visit',
        load.dashboardRepeat,
        pl.dashboardRepeatLcpMs,
        pl.dashboardRepeatUsableMs,
      ],
    ] as const) {
      row(`page load ${name}`, 'LCP', figures.lcpMs, 'ms', lcpBudget);
      row(`page load ${name}`, 'FCP', figures.fcpMs, 'ms');
      row(
        `page load ${name}`,
        "app's own screen live (mark wen:first-screen)",
        figures.appScreenMs,
        'ms',
        usableBudget,
      );
      row(`page load ${name}`, 'total blocking time', figures.tbtMs, 'ms', budgets.pageLoad.tbtMs);
      row(`page load ${name}`, 'transferred', figures.transferredKb, 'KB');
      row(
        `page load ${name}`,
        "transferred before the app's own screen is live",
        figures.beforeLiveKb,
        'KB',
      );
    }
    // /login: every request on the wire (the browser's own for the manifest and icons too) beside the long tasks
    // and marks, to see what shares the line before the live screen.
    printTimeline(
      '/login, on the wire (run with the median LCP',
      [
        ...load.login.wire,
        ...load.login.timeline.filter((step) => step.transferredKb === undefined),
      ].sort((a, b) => a.startMs - b.startMs),
    );
    // Where the time goes in the signed-in loads (the median run): also in reports/bench.json.
    printTimeline('dashboard (run with the median LCP', load.dashboard.timeline);
    printTimeline('dashboard repeat visit (run with the median LCP', load.dashboardRepeat.timeline);
    printTimeline(
      'dashboard, token only (run with the median LCP',
      load.dashboardTokenOnly.timeline,
    );
    for (const task of load.dashboardTokenOnlyLongTasks ?? [])
      printProfileSummary(
        `dashboard, token only, sampled run: the long task at ${task.startMs} ms (${task.durationMs} ms)`,
        task.summary,
      );
    result.pageLoad = load;
  }

  if (wants('demo')) {
    console.error(`demo build (${runs} runs) …`);
    const demo = await benchDemo(DEMO_OUT, runs, args.includes('--profile'));
    row(
      'demo build',
      "/login: app's own screen live (cold)",
      demo.loginUsableMs,
      'ms',
      budgets.demo.loginUsableMs,
    );
    row(
      'demo build',
      'log in (demo account) -> seeded dashboard shown, from navigation start',
      demo.dashboardShownMs,
      'ms',
      budgets.demo.dashboardShownMs,
    );
    row('demo build', '/login total blocking time', demo.loginTbtMs, 'ms');
    printTimeline('demo build, log in → seeded dashboard (median run', demo.dashboardTimeline);
    if (demo.backendStartProfile)
      printProfileSummary(
        "demo build: the app's first screen -> fake backend ready",
        demo.backendStartProfile,
      );
    result.demo = demo;
  }

  if (wants('interactions')) {
    console.error(`interactions (${runs} runs each) …`);
    const interactions = await benchInteractions(
      MOCK_OUT,
      runs,
      MOCK_SERVER_OUT,
      args.includes('--profile'),
    );
    row(
      'interactions (mock)',
      'picker search "str": debounce passed to results shown',
      interactions.pickerSearchMs,
      'ms',
      budgets.interactions.pickerSearchMs,
    );
    row(
      'interactions (mock)',
      `offers search to first offer, demo route: what a commuter gets (${interactions.commuter.offersMatches} matches)`,
      interactions.commuter.offersFirstOfferMs,
      'ms',
      budgets.interactions.offersDemoRouteFirstOfferMs,
    );
    if (interactions.commuter.realBuildOffersFirstOfferMs !== null) {
      row(
        'interactions (real build, mock:server)',
        `offers search to first offer, demo route: what a commuter gets (${interactions.commuter.offersMatches} matches)`,
        interactions.commuter.realBuildOffersFirstOfferMs,
        'ms',
        budgets.interactions.offersDemoRouteFirstOfferMs,
      );
    }
    row(
      'interactions (mock)',
      `stress: offers search to first offer (${interactions.offersMatches} matches)`,
      interactions.offersFirstOfferMs,
      'ms',
      budgets.interactions.offersFirstOfferMs,
    );
    if (interactions.realBuild) {
      row(
        'interactions (real build, mock:server)',
        `stress: offers search to first offer (${interactions.offersMatches} matches; answer ${interactions.realBuild.offersAnswerKb} KB on the wire)`,
        interactions.realBuild.offersFirstOfferMs,
        'ms',
        budgets.interactions.offersFirstOfferMs,
      );
    }
    row(
      'interactions (mock)',
      `My page open to bookings shown (200; ${interactions.myPageBookings} rendered)`,
      interactions.myPageBookingsShownMs,
      'ms',
      budgets.interactions.myPageBookingsShownMs,
    );
    result.interactions = interactions;
  }

  if (wants('backend')) {
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

  if (wants('dev')) {
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
