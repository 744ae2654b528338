import { mkdir, writeFile } from 'node:fs/promises';
import type { CDPSession } from 'playwright-core';

/** The parts of CDP's Profiler.Profile read here. */
interface CpuProfile {
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

export interface ProfileSummary {
  file: string;
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
export function summarizeProfile(profile: CpuProfile, file: string): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    const node = nodes.get(id);
    // The delta before the next sample is this sample's time.
    const us = deltas[index + 1] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += us;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = fileName(url);
    byFile.set(where, (byFile.get(where) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  return {
    file,
    totalMs: Math.round(total / 1000),
    byFile: top(byFile, 12).map(({ key, ms }) => ({ file: key, ms })),
    byFunction: top(byFunction, 20).map(({ key, ms }) => ({ fn: key, ms })),
  };
}

/** Stops sampling, writes `<name>.cpuprofile` and answers where the time went. */
export async function stopCpuProfile(cdp: CDPSession, name: string): Promise<ProfileSummary> {
  const { profile } = await cdp.send('Profiler.stop');
  await mkdir(PROFILE_DIR, { recursive: true });
  const file = `${PROFILE_DIR}/${name}.cpuprofile`;
  await writeFile(file, JSON.stringify(profile));
  return summarizeProfile(profile, file);
}

export function printProfileSummary(title: string, summary: ProfileSummary): void {
  console.error(`\nCPU profile: ${title} (${summary.totalMs} ms sampled, ${summary.file})`);
  for (const { file, ms } of summary.byFile)
    console.error(`  ${String(ms).padStart(8)} ms  ${file}`);
  console.error('  by function:');
  for (const { fn, ms } of summary.byFunction)
    console.error(`  ${String(ms).padStart(8)} ms  ${fn}`);
}
