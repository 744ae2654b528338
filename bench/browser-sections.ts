import { measureBuild, type BuildSizes } from './bundle';
import { kb } from './lib/bundle-size';
import { printTimeline, type BenchSection } from './lib/bench-table';
import { printProfileSummary } from './lib/cpu-profile';
import { benchInteractions } from './interactions';
import { benchDemo } from './demo-load';
import { benchPageLoad } from './page-load';

/** The benchmark's sections measured in the browser's builds (bench/main.ts builds them first). */

/** Bundle sizes of the real-backend and mock builds. */
export async function bundleSection(
  section: BenchSection,
  realOut: string,
  mockOut: string,
): Promise<void> {
  const { row, rows, budgets, result } = section;
  const builds: BuildSizes[] = [
    await measureBuild('real backend', realOut),
    await measureBuild('mock', mockOut),
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

/** Page loads of the real-backend build against stubbed answers. */
export async function pageLoadSection(section: BenchSection, benchOut: string): Promise<void> {
  const { row, budgets, runs, args, result } = section;
  console.error(`page load (${runs} runs each) …`);
  const load = await benchPageLoad(benchOut, runs, args.includes('--profile'));
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
  printTimeline('dashboard, token only (run with the median LCP', load.dashboardTokenOnly.timeline);
  for (const { page, tasks } of load.sampledLongTasks ?? [])
    for (const task of tasks)
      printProfileSummary(
        `${page}, sampled run: the long task at ${task.startMs} ms (${task.durationMs} ms)`,
        task.summary,
      );
  result.pageLoad = load;
}

/** The demo build: its first screen and the demo sign-in. */
export async function demoSection(section: BenchSection, demoOut: string): Promise<void> {
  const { row, budgets, runs, args, result } = section;
  console.error(`demo build (${runs} runs) …`);
  const demo = await benchDemo(demoOut, runs, args.includes('--profile'));
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

/** Interactions in the mock build and in the real build against mock:server. */
export async function interactionsSection(
  section: BenchSection,
  mockOut: string,
  mockServerOut: string,
): Promise<void> {
  const { row, budgets, runs, args, result } = section;
  console.error(`interactions (${runs} runs each) …`);
  const interactions = await benchInteractions(
    mockOut,
    runs,
    mockServerOut,
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
    `offers search to first offer, demo route: what a commuter gets (${interactions.commuter.offersMatches} matches; tap on Find → first offer ${Math.round(interactions.commuter.tapToFirstOfferMs)} ms)`,
    interactions.commuter.offersFirstOfferMs,
    'ms',
    budgets.interactions.offersDemoRouteFirstOfferMs,
  );
  if (interactions.commuter.realBuildOffersFirstOfferMs !== null) {
    row(
      'interactions (real build, mock:server)',
      `offers search to first offer, demo route: what a commuter gets (${interactions.commuter.offersMatches} matches; tap on Find → first offer ${Math.round(interactions.commuter.realBuildTapToFirstOfferMs ?? NaN)} ms)`,
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
