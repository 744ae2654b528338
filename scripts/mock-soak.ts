import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runBurst } from '../mocks/server/burst';
import { runAbortedHungRounds, stateAfterGc } from '../mocks/server/hung-probe';
import { newControlToken } from '../mocks/server/control-calls';

/**
 * `npm run mock:soak`: starts the standalone mock server in its own process (Node with --expose-gc), sends a
 * long burst of mixed traffic, then 3 rounds of 40 aborted 2 MB requests held by `x-wen-fault: hang`, and reports
 * the server's memory before and after (after a garbage collection): flat means within 20 %.
 * Usage: npm run mock:soak -- [--requests 20000] [--concurrency 50]
 */

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WARM_UP_REQUESTS = 2_000;
const ALLOWED_GROWTH = 0.2;

interface Memory {
  rss: number;
  heapUsed: number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function option(args: readonly string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive whole number.`);
  return value;
}

const controlToken = newControlToken();

async function memoryOf(url: string): Promise<Memory> {
  return (await stateAfterGc(url, controlToken)).memory;
}

export async function main(args: readonly string[]): Promise<number> {
  const requests = option(args, 'requests', 20_000);
  const concurrency = option(args, 'concurrency', 50);
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      'scripts/run-with-vite.mjs',
      'mocks/server/main.ts',
      '--port',
      '0',
      '--quiet',
      '--control-token',
      controlToken,
      // The burst's QA, careless client and guesser all come from this one address: the per-client limit of
      // failed logins (tested in tests/unit/mocks/server/hardening.test.ts) would soon answer them all 429.
      '--failed-logins-per-client',
      '10000000',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^WEN mock backend on (http:\/\/localhost:\d+)$/m.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`the mock server exited early:\n${output}`)));
    });
    const warmUp = await runBurst({ url, requests: WARM_UP_REQUESTS, concurrency });
    const before = await memoryOf(url);
    const burst = await runBurst({ url, requests, concurrency });
    const afterBurst = await memoryOf(url);
    // Clients that give up on held requests with large bodies (once a leak of every such body).
    const hungStarted = performance.now();
    await runAbortedHungRounds({ url, controlToken });
    const hungSeconds = (performance.now() - hungStarted) / 1000;
    const after = await memoryOf(url);

    const growth = (key: keyof Memory) => after[key] / before[key] - 1;
    const serverErrors = Object.entries(burst.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `mock soak: ${requests} requests at concurrency ${concurrency} in ${(burst.milliseconds / 1000).toFixed(1)} s ` +
        `(${Math.round(requests / (burst.milliseconds / 1000))}/s), after ${warmUp.requests} warm-up requests`,
    );
    console.log(`  answers by status: ${JSON.stringify(burst.statuses)}`);
    console.log(
      `  then 3 rounds of 40 aborted 2 MB hung requests in ${hungSeconds.toFixed(1)} s; ` +
        `RSS after the burst ${mb(afterBurst.rss)}, after the hung rounds ${mb(after.rss)}`,
    );
    console.log(
      `  memory before → after (after GC): heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} ` +
        `(${(growth('heapUsed') * 100).toFixed(1)} %), RSS ${mb(before.rss)} → ${mb(after.rss)} ` +
        `(${(growth('rss') * 100).toFixed(1)} %)`,
    );
    const flat = growth('heapUsed') <= ALLOWED_GROWTH && growth('rss') <= ALLOWED_GROWTH;
    const ok = flat && serverErrors === 0 && burst.unexpectedNetworkErrors === 0;
    console.log(
      ok
        ? '  flat within 20 %, 0 server errors, every request answered'
        : `  FAILED: ${flat ? '' : 'memory grew more than 20 %; '}${serverErrors} server errors, ${burst.unexpectedNetworkErrors} unanswered`,
    );
    return ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
  }
}
