/** What the page-load benchmark (bench/page-load.ts, bench/demo-load.ts) reads inside the page. */

/**
 * Collects paint and long-task entries from the first byte on (buffered observers in an init script).
 * Total blocking time: the sum of (duration - 50 ms) over the long tasks that start after the first contentful
 * paint and before the page went quiet (network idle for 500 ms plus 1 s, see measureLoad), as Lighthouse does
 * between FCP and TTI.
 */
export const OBSERVERS = `
  window.__bench = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

export interface Collected {
  lcp: number;
  fcp: number;
  firstScreen: number;
  longTasks: Array<{ start: number; duration: number }>;
  timeline: TimelineEntry[];
}

/** One step of a page load, from the page's own timing entries: where the time goes. */
export interface TimelineEntry {
  /** The document, a fetched file or call (path), a long task, or a mark. */
  what: string;
  startMs: number;
  endMs: number;
  /** Bytes over the wire (0: from the service worker or a cache; marks and tasks have none). */
  transferredKb?: number;
}

/** The document, every resource, every long task and the app's first-screen mark and LCP, in start order. */
export const TIMELINE = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const path = (url) => { const u = new URL(url); return u.pathname.replace(/-[A-Za-z0-9_-]{8}\\.(js|css)$/, '.$1'); };
  const steps = [
    { what: 'document', startMs: nav.startTime, endMs: nav.responseEnd, transferredKb: nav.transferSize / 1024 },
    ...performance.getEntriesByType('resource').map((e) => ({
      what: path(e.name), startMs: e.startTime, endMs: e.responseEnd, transferredKb: e.transferSize / 1024,
    })),
    ...window.__bench.longTasks.map((t) => ({ what: 'long task', startMs: t.start, endMs: t.start + t.duration })),
    { what: 'first contentful paint', startMs: window.__bench.fcp, endMs: window.__bench.fcp },
    { what: 'app screen live (wen:first-screen)', startMs: performance.getEntriesByName('wen:first-screen', 'mark')[0].startTime, endMs: performance.getEntriesByName('wen:first-screen', 'mark')[0].startTime },
    { what: 'largest contentful paint', startMs: window.__bench.lcp, endMs: window.__bench.lcp },
    ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('wen:') && m.name !== 'wen:first-screen')
      .map((m) => ({ what: m.name, startMs: m.startTime, endMs: m.startTime })),
  ];
  return steps.sort((a, b) => a.startMs - b.startMs).map((step) => ({
    ...step, startMs: Math.round(step.startMs), endMs: Math.round(step.endMs),
    ...(step.transferredKb === undefined ? {} : { transferredKb: Math.round(step.transferredKb * 10) / 10 }),
  }));
})()`;
