import { spawn } from 'node:child_process';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { median, round } from './lib/stats';

export const NPM_TEST_RECORD = 'reports/npm-test-duration.json';
/** Each run's output (`npm test` prints to it as to a terminal); kept outside reports/, which every run clears. */
export const NPM_TEST_LOG_DIR = 'bench/results/npm-test-logs';

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
  /** Every run's exit code, in order. */
  exitCodes?: number[];
  source: 'measured now' | 'last recorded';
}

/** What a previous run leaves and a fresh clone does not have: vitest's results cache, builds, reports. */
const LEFT_BY_A_RUN = ['node_modules/.vite', 'dist-mock', 'reports', 'test-results'];

/**
 * Runs `npm test` `runs` times, each as on a fresh clone (without what a previous run left behind), and
 * records the durations (reports/npm-test-duration.json, written by the caller).
 */
/**
 * The environment of `npm test` as a developer's shell starts it. The bench itself runs under Vite's module runner,
 * which sets NODE_ENV=development in its own process: inherited, it made every `vite build` of the run a development
 * build (React's development code, `import.meta.env.PROD` false, so the real build registered no service worker and
 * the installable spec waited for one until its timeout).
 */
function developerShellEnvironment(): NodeJS.ProcessEnv {
  const { NODE_ENV: _fromTheBenchsRunner, ...environment } = process.env;
  return environment;
}

export async function runNpmTest(runs = 1): Promise<NpmTestDuration> {
  const durations: number[] = [];
  const loads: number[] = [];
  const codes: number[] = [];
  let exitCode = 0;
  for (let run = 0; run < runs; run += 1) {
    await Promise.all(LEFT_BY_A_RUN.map((path) => rm(path, { recursive: true, force: true })));
    loads.push(round(loadavg()[0] ?? 0, 2));
    const start = performance.now();
    await mkdir(NPM_TEST_LOG_DIR, { recursive: true });
    const log = await open(`${NPM_TEST_LOG_DIR}/run-${run + 1}.log`, 'w');
    const code = await new Promise<number>((resolve) => {
      const child = spawn('npm', ['test'], {
        stdio: ['ignore', log.fd, log.fd],
        env: developerShellEnvironment(),
      });
      child.once('exit', (status) => resolve(status ?? 1));
    }).finally(() => log.close());
    durations.push(round((performance.now() - start) / 1000, 1));
    codes.push(code);
    if (exitCode === 0) exitCode = code;
    console.error(
      `npm test run ${run + 1}: ${durations.at(-1)} s, exit ${code} (${NPM_TEST_LOG_DIR}/run-${run + 1}.log)`,
    );
  }
  return {
    seconds: median(durations),
    runs: durations,
    loadAtStart: loads,
    exitCodes: codes,
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
