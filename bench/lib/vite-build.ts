import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `vite build` of a mode into `outDir` as `npm run build*` makes it: a production build (NODE_ENV=production even
 * when the caller runs under a development module runner) without the caller's VITE_ variables unless given in
 * `env`. Used by the bench and by the tests that build the app (tests/unit/platform/builds.test.ts,
 * tests/e2e/demo-build.spec.ts).
 */
export async function viteBuild(
  mode: string,
  outDir: string,
  env: Record<string, string> = {},
  { logLevel = 'warn' }: { logLevel?: 'info' | 'warn' | 'error' | 'silent' } = {},
): Promise<void> {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  await run(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      logLevel,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...environment, NODE_ENV: 'production', ...env },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}
