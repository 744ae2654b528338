import { mkdir, writeFile } from 'node:fs/promises';
import type { CDPSession } from 'playwright-core';

/** The parts of CDP's Profiler.Profile read here. */
interface CpuProfile {
  /** µs of the browser's monotonic clock. */
  startTime: number;
  endTime: number;
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Where `--profile` writes the CPU profiles (open them in Chrome's DevTools, Performance panel). */
export const PROFILE_DIR = 'reports/profiles';

/** Starts sampling the page's main thread (the mock build's fake backend runs there too). */
export async function startCpuProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}

/** The measured interaction in the page's performance.now() ms, and performance.now() when sampling stopped. */
export interface ProfileWindow {
  startMs: number;
  endMs: number;
  stoppedAtMs: number;
}

export interface ProfileSummary {
  file: string;
  /** Only the samples inside the measure (from its start mark to its end mark), when a window was given. */
  windowed: boolean;
  /** Sampled main-thread time, ms (throttled CPU). */
  totalMs: number;
  /** Self time per script file (chunk), largest first. */
  byFile: { file: string; ms: number }[];
  /** Self time per function (name, file, line), largest first. */
  byFunction: { fn: string; ms: number }[];
}

const fileName = (url: string) => (url === '' ? '(native / idle / gc)' : url.replace(/^.*\//, ''));

function top(totals: Map<string, number>, count: number) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => ({ key, ms: Math.round(us / 100) / 10 }));
}

/** Self time of each node from the samples and their time deltas (µs). */
export function summarizeProfile(
  profile: CpuProfile,
  file: string,
  window: ProfileWindow | null = null,
): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // performance.now() and the profile's clock differ by a constant: aligned at the stop (a few ms late at most).
  const offsetUs = window ? profile.endTime - window.stoppedAtMs * 1000 : 0;
  let at = profile.startTime;
  samples.forEach((id, index) => {
    at += deltas[index] ?? 0;
    const node = nodes.get(id);
    // The delta before the next sample is this sample's time.
    const us = deltas[index + 1] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    if (window && (at < window.startMs * 1000 + offsetUs || at > window.endMs * 1000 + offsetUs)) {
      return;
    }
    total += us;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = fileName(url);
    byFile.set(where, (byFile.get(where) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  return {
    file,
    windowed: window !== null,
    totalMs: Math.round(total / 1000),
    byFile: top(byFile, 12).map(({ key, ms }) => ({ file: key, ms })),
    byFunction: top(byFunction, 20).map(({ key, ms }) => ({ fn: key, ms })),
  };
}

/** Stops sampling and writes `<name>.cpuprofile`; performance.now() when it stopped aligns windows with it. */
async function stopAndWrite(cdp: CDPSession, name: string) {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'performance.now()' });
  const stoppedAtMs = Number(result.value);
  const { profile } = await cdp.send('Profiler.stop');
  await mkdir(PROFILE_DIR, { recursive: true });
  const file = `${PROFILE_DIR}/${name}.cpuprofile`;
  await writeFile(file, JSON.stringify(profile));
  return { profile, file, stoppedAtMs };
}

/** Stops sampling, writes `<name>.cpuprofile` and answers where the time went. */
export async function stopCpuProfile(
  cdp: CDPSession,
  name: string,
  window: Omit<ProfileWindow, 'stoppedAtMs'> | null = null,
): Promise<ProfileSummary> {
  const { profile, file, stoppedAtMs } = await stopAndWrite(cdp, name);
  return summarizeProfile(profile, file, window ? { ...window, stoppedAtMs } : null);
}

/** Stops sampling, writes `<name>.cpuprofile` and answers where the time went inside each window (e.g. long tasks). */
export async function stopCpuProfileWindows(
  cdp: CDPSession,
  name: string,
  windows: readonly Omit<ProfileWindow, 'stoppedAtMs'>[],
): Promise<ProfileSummary[]> {
  const { profile, file, stoppedAtMs } = await stopAndWrite(cdp, name);
  return windows.map((window) => summarizeProfile(profile, file, { ...window, stoppedAtMs }));
}

export function printProfileSummary(title: string, summary: ProfileSummary): void {
  const what = summary.windowed ? 'inside the measure' : 'from navigation to the measure';
  console.error(
    `\nCPU profile: ${title} (${summary.totalMs} ms of main-thread work ${what}, ${summary.file})`,
  );
  for (const { file, ms } of summary.byFile)
    console.error(`  ${String(ms).padStart(8)} ms  ${file}`);
  console.error('  by function:');
  for (const { fn, ms } of summary.byFunction)
    console.error(`  ${String(ms).padStart(8)} ms  ${fn}`);
}
