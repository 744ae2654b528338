import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { median } from './lib/stats';

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
  seconds: number;
  measuredAt: string;
  exitCode: number;
  source: 'measured now' | 'last recorded';
}

/** Runs `npm test` once and records its duration (reports/npm-test-duration.json). */
export async function runNpmTest(): Promise<NpmTestDuration> {
  const start = performance.now();
  const exitCode = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['test'], { stdio: 'ignore' });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  return {
    seconds: (performance.now() - start) / 1000,
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
