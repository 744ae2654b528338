import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { median, round } from './lib/stats';

export const NPM_TEST_RECORD = 'reports/npm-test-duration.json';

async function firstPage(port: number): Promise<number> {
  const start = performance.now();
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--mode', 'mock', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: false },
  );
  try {
    const deadline = start + 60_000;
    while (performance.now() < deadline) {
      const response = await fetch(`http://127.0.0.1:${port}/login`).catch(() => null);
      if (response?.ok && (await response.text()).includes('id="root"')) {
        // The page is only usable once its entry module is transformed too.
        const entry = await fetch(`http://127.0.0.1:${port}/src/main.tsx`);
        if (entry.ok) {
          await entry.text();
          return performance.now() - start;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The dev server did not serve the first page within 60 s.');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** Dev server start (`vite --mode mock`) until /login and its entry module src/main.tsx are served. */
export async function benchDevServer(
  runs: number,
  port = 5197,
): Promise<{ runs: number; ms: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await firstPage(port));
  return { runs, ms: median(times) };
}

export interface NpmTestDuration {
  /** The median of the runs. */
  seconds: number;
  /** Every run's duration, in order. */
  runs?: number[];
  /** The load average (1 minute) when each run started: other work on the machine slows the tests down. */
  loadAtStart?: number[];
  measuredAt: string;
  /** The first non-zero exit code of the runs, else 0. */
  exitCode: number;
  source: 'measured now' | 'last recorded';
}

/** What a previous run leaves and a fresh clone does not have: vitest's results cache, builds, reports. */
const LEFT_BY_A_RUN = ['node_modules/.vite', 'dist-mock', 'reports', 'test-results'];

/**
 * Runs `npm test` `runs` times, each as on a fresh clone (without what a previous run left behind), and
 * records the durations (reports/npm-test-duration.json, written by the caller).
 */
export async function runNpmTest(runs = 1): Promise<NpmTestDuration> {
  const durations: number[] = [];
  const loads: number[] = [];
  let exitCode = 0;
  for (let run = 0; run < runs; run += 1) {
    await Promise.all(LEFT_BY_A_RUN.map((path) => rm(path, { recursive: true, force: true })));
    loads.push(round(loadavg()[0] ?? 0, 2));
    const start = performance.now();
    const code = await new Promise<number>((resolve) => {
      const child = spawn('npm', ['test'], { stdio: 'ignore' });
      child.once('exit', (status) => resolve(status ?? 1));
    });
    durations.push(round((performance.now() - start) / 1000, 1));
    if (exitCode === 0) exitCode = code;
  }
  return {
    seconds: median(durations),
    runs: durations,
    loadAtStart: loads,
    measuredAt: new Date().toISOString(),
    exitCode,
    source: 'measured now',
  };
}

export async function lastNpmTestDuration(): Promise<NpmTestDuration | null> {
  try {
    const record = JSON.parse(await readFile(NPM_TEST_RECORD, 'utf8')) as NpmTestDuration;
    return { ...record, source: 'last recorded' };
  } catch {
    return null;
  }
}
