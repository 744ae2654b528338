// @vitest-environment node
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getDatabaseOrigin } from '@mocks/db/database';
import { DEFAULT_SEED } from '@mocks/seed';
import { parseMockServerArguments } from '@mocks/server/main';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import { REPO_ROOT, UNKNOWN_SCENARIO_MESSAGE } from './mock-http-server-fixtures';

describe('starting the server', () => {
  it('seeds the data from --seed and refuses an unknown --scenario', async () => {
    const seeded = await startMockHttpServer({ port: 0, seed: 7 });
    try {
      expect(getDatabaseOrigin()?.seed).toBe(7);
    } finally {
      await seeded.close();
    }
    await expect(startMockHttpServer({ port: 0, scenario: 'rush-hour' })).rejects.toThrow(
      UNKNOWN_SCENARIO_MESSAGE,
    );
  });

  it('reads port, scenario and seed from the command line, the port also from PORT', () => {
    expect(parseMockServerArguments([], {})).toMatchObject({
      port: 8787,
      scenario: undefined,
      seed: undefined,
    });
    expect(parseMockServerArguments([], { PORT: '9000' }).port).toBe(9000);
    expect(
      parseMockServerArguments(['--port', '9001', '--scenario', 'default', '--seed', '42'], {
        PORT: '9000',
      }),
    ).toMatchObject({ port: 9001, scenario: 'default', seed: 42 });
    expect(() => parseMockServerArguments(['--port', 'http'], {})).toThrow(
      /^--port must be a whole number/,
    );
    expect(() => parseMockServerArguments([], { PORT: '70000' })).toThrow(
      /^--port \(PORT\) must be/,
    );
    expect(() => parseMockServerArguments(['--seed', '1.5'], {})).toThrow(/^--seed must be/);
    expect(() => parseMockServerArguments(['--verbose'], {})).toThrow(/verbose/);
  });

  it('runs as `npm run mock:server` does, until it is stopped', async () => {
    const child = spawn(
      process.execPath,
      ['scripts/run-with-vite.mjs', 'mocks/server/main.ts', '--scenario', 'default', '--quiet'],
      { cwd: REPO_ROOT, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /^WEN mock backend on (http:\/\/localhost:\d+)$/m.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', () => reject(new Error(`the server exited early:\n${output}`)));
      });
      const response = await fetch(
        `${url}/api/v1/app-version/enforce-updates?version=0.11.4&platform=web`,
      );
      expect(response.status).toBe(200);
      expect(output).toContain(`seed ${DEFAULT_SEED}`);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
