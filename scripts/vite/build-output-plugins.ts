import { copyFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** MSW's service worker; public/ holds it for `npm run dev` and the mock builds. */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';
/** What static hosts (GitHub Pages, S3 website hosting, Netlify, …) answer for a path they have no file for. */
export const SPA_FALLBACK_FILE = '404.html';

function outDirOf(config: ResolvedConfig): string {
  return resolve(config.root, config.build.outDir);
}

/**
 * Vite copies all of public/ into every build. A real-backend build must not ship the mock's service worker,
 * so it is removed from the output unless the build runs on the mock backend (VITE_API_MODE=mock).
 */
export function mockWorkerOnlyInMockBuilds(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'wen:mock-worker-only-in-mock-builds',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (!config || config.build.ssr || config.env.VITE_API_MODE === 'mock') return;
      await rm(join(outDirOf(config), MOCK_WORKER_FILE), { force: true });
    },
  };
}

/**
 * A copy of index.html as 404.html: a static host without rewrite rules then answers a deep link (/my-page)
 * with the app, which routes on the client. Hosts with rewrites should still send unknown paths to index.html.
 */
export function spaFallbackPage(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'wen:spa-fallback-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (!config || config.build.ssr) return;
      const outDir = outDirOf(config);
      await copyFile(join(outDir, 'index.html'), join(outDir, SPA_FALLBACK_FILE));
    },
  };
}
