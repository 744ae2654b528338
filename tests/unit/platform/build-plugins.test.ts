// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOCK_WORKER_FILE,
  mockWorkerOnlyInMockBuilds,
  SPA_FALLBACK_FILE,
  spaFallbackPage,
} from '../../../scripts/vite/build-output-plugins';
import { REPO_ROOT } from './build-output';

type WriteBundle = (this: unknown) => Promise<void>;

/** Runs a plugin's writeBundle as Vite would after writing a build of these variables to `outDir`. */
async function runWriteBundle(plugin: Plugin, outDir: string, env: Record<string, string>) {
  const config = {
    root: REPO_ROOT,
    build: { outDir, ssr: false },
    env,
  } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.writeBundle as WriteBundle).call({});
}

describe('service workers per build (docs/decisions/005-service-workers.md)', () => {
  const pluginNames = async (mode: string) => {
    const { default: configOf } = await import('../../../vite.config');
    const config =
      typeof configOf === 'function' ? await configOf({ mode, command: 'build' }) : configOf;
    return (config.plugins ?? [])
      .flat(3)
      .flatMap((plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? [plugin.name] : [],
      );
  };

  it('the mock and demo builds get no worker but MSW’s; the real-backend build gets the Workbox one', async () => {
    for (const mode of ['mock', 'demo', 'development'])
      expect(
        (await pluginNames(mode)).filter((name) => name.startsWith('vite-plugin-pwa')),
        mode,
      ).toEqual([]);
    expect(await pluginNames('production')).toContain('vite-plugin-pwa');
  });
});

describe('build output plugins', () => {
  let outDir = '';
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'wen-build-plugins-'));
  });
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  async function outputWithWorker(): Promise<string[]> {
    await writeFile(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(outDir, MOCK_WORKER_FILE), '// worker');
    return readdir(outDir);
  }

  it('keep the service worker in builds on the mock backend (dev, e2e mock build, demo)', async () => {
    await outputWithWorker();
    await runWriteBundle(mockWorkerOnlyInMockBuilds(), outDir, { VITE_API_MODE: 'mock' });
    expect(await readdir(outDir)).toContain(MOCK_WORKER_FILE);
  });

  it('drop it from builds on a real backend', async () => {
    await outputWithWorker();
    await runWriteBundle(mockWorkerOnlyInMockBuilds(), outDir, { VITE_API_MODE: 'real' });
    expect(await readdir(outDir)).not.toContain(MOCK_WORKER_FILE);
    await outputWithWorker();
    await runWriteBundle(mockWorkerOnlyInMockBuilds(), outDir, {});
    expect(await readdir(outDir)).not.toContain(MOCK_WORKER_FILE);
  });

  it('add a 404.html copy of index.html for static hosts', async () => {
    await outputWithWorker();
    await runWriteBundle(spaFallbackPage(), outDir, { VITE_API_MODE: 'mock' });
    expect(await readFile(join(outDir, SPA_FALLBACK_FILE), 'utf8')).toBe(
      await readFile(join(outDir, 'index.html'), 'utf8'),
    );
  });
});
