// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { readDataFile } from '@mocks/server/data-file';
import { runAbortedHungRounds, stateAfterGc } from '@mocks/server/hung-probe';

/**
 * Issue 38, as the team runs it: `npm run mock:server` in its own process. Memory stays flat under aborted hung
 * requests (Node with --expose-gc, figures after a garbage collection); with --data the shared data survives a
 * SIGKILL, and a kill in the middle of writes leaves a file the next start loads.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CONTROL_TOKEN = 'process-test-control-token-0123456789';
const children = new Set<ChildProcess>();
const folders: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

interface Started {
  url: string;
  child: ChildProcess;
}

function startServer(args: string[], nodeArgs: string[] = []): Promise<Started> {
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      'scripts/run-with-vite.mjs',
      'mocks/server/main.ts',
      '--port',
      '0',
      '--quiet',
      '--control-token',
      CONTROL_TOKEN,
      ...args,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^WEN mock backend on (http:\/\/localhost:\d+)$/m.exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      email: PERSONAS.demo.email,
      password: DEMO_PASSWORD,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { idToken: string }).idToken;
}

function createPosting(url: string, token: string, description: string, days = 4) {
  return fetch(`${url}/api/v1/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(
      oneTimePostingRequest({
        start: new Date(Date.now() + days * 86_400_000),
        email: PERSONAS.demo.email ?? '',
        description,
      }),
    ),
  });
}

async function ownPostings(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/bookings/${PERSONAS.demo.id}`, {
    headers: { [TOKEN_HEADER]: token },
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'wen-mock-data-'));
  folders.push(folder);
  return folder;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe('the mock server process', () => {
  it('memory after 3 rounds of 40 aborted 2 MB hung requests is within 20 % of the start (after GC)', async () => {
    const { url, child } = await startServer([], ['--expose-gc']);
    try {
      // Warm up the routes the probe uses, so the start figure is not the cold server's.
      await runAbortedHungRounds({
        url,
        controlToken: CONTROL_TOKEN,
        rounds: 1,
        requestsPerRound: 5,
      });
      const before = await stateAfterGc(url, CONTROL_TOKEN);
      await runAbortedHungRounds({ url, controlToken: CONTROL_TOKEN });
      const after = await stateAfterGc(url, CONTROL_TOKEN);
      console.log(
        `hung probe: RSS ${mb(before.memory.rss)} → ${mb(after.memory.rss)} MB, heap ${mb(before.memory.heapUsed)} → ${mb(after.memory.heapUsed)} MB`,
      );
      expect(after.heldBodyBytes).toBe(0);
      expect(after.memory.heapUsed / before.memory.heapUsed).toBeLessThanOrEqual(1.2);
      expect(after.memory.rss / before.memory.rss).toBeLessThanOrEqual(1.2);
    } finally {
      await kill(child);
    }
  }, 120_000);

  it('--data: a posting survives SIGKILL and a start with the same file', async () => {
    const file = join(await dataFolder(), 'qa.json');
    const first = await startServer(['--data', file]);
    const marker = `survives-restart-${Date.now()}`;
    try {
      const token = await signIn(first.url);
      expect((await createPosting(first.url, token, marker)).status).toBe(201);
    } finally {
      await kill(first.child);
    }
    const second = await startServer(['--data', file]);
    try {
      const token = await signIn(second.url);
      expect(await ownPostings(second.url, token)).toContain(marker);
    } finally {
      await kill(second.child);
    }
  }, 120_000);

  it('a kill in the middle of writes leaves a file the next start loads (temporary file + rename)', async () => {
    const folder = await dataFolder();
    const file = join(folder, 'qa.json');
    const first = await startServer(['--data', file]);
    let answered = 0;
    try {
      const token = await signIn(first.url);
      // A stream of changes, each one a whole-file write; the kill lands while writes are under way.
      const writes = Array.from({ length: 60 }, (_, index) =>
        createPosting(first.url, token, `cut-short-${index}`, 2 + (index % 20)).then(
          (response) => {
            if (response.status === 201) answered += 1;
          },
          () => undefined,
        ),
      );
      while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      await kill(first.child);
      await Promise.all(writes);
    } finally {
      await kill(first.child);
    }
    // Loadable, with at least every posting that was answered before the kill.
    const stored = await readDataFile(file);
    expect(stored).not.toBeNull();
    const kept = JSON.stringify(stored?.database.collections.bookings ?? []).match(
      /cut-short-\d+/g,
    );
    expect(kept?.length ?? 0).toBeGreaterThanOrEqual(5);
    // A crash leaves at most a temporary file beside it: simulate one cut short, the next start removes it.
    await writeFile(join(folder, '.qa.json.tmp-cutshort'), '{"format":"wen-mock-server-da');
    const second = await startServer(['--data', file]);
    try {
      const token = await signIn(second.url);
      expect(await ownPostings(second.url, token)).toContain('cut-short-');
      expect((await readdir(folder)).filter((name) => name.includes('.tmp-'))).toEqual([]);
    } finally {
      await kill(second.child);
    }
  }, 120_000);

  it('refuses to start on a file that is not its data (rather than overwrite it)', async () => {
    const file = join(await dataFolder(), 'other.json');
    await writeFile(file, '{"not":"ours"}');
    await expect(startServer(['--data', file])).rejects.toThrow(/cannot be used/);
  }, 60_000);
});
