import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import {
  entryKey,
  keyOfSource,
  lazyScreenSources,
  readManifest,
  routeFiles,
  sizeOfFileSet,
  staticClosure,
  type FileSetSize,
  type Size,
} from './lib/bundle-size';

const run = promisify(execFile);

export interface BuildSizes {
  build: string;
  outDir: string;
  /** index.html's script and CSS with their static imports. */
  entry: FileSetSize;
  /** Everything /login needs before its screen renders (entry + start-up chunks + login screen chunk). */
  loginFirstScreen: FileSetSize;
  /** Each route's own screen chunk (source file -> size of that chunk alone). */
  routeChunks: Array<{ screen: string; size: Size }>;
}

/** `vite build` of a mode into `outDir`, without the caller's VITE_ variables unless given in `env`. */
export async function viteBuild(mode: string, outDir: string, env: Record<string, string> = {}) {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  await run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir'],
    { env: { ...environment, NODE_ENV: 'production', ...env }, maxBuffer: 64 * 1024 * 1024 },
  );
}

export async function measureBuild(build: string, outDir: string): Promise<BuildSizes> {
  const manifest = await readManifest(outDir);
  const screens = lazyScreenSources(await readFile('src/app/route-table.tsx', 'utf8'));
  const routeChunks: BuildSizes['routeChunks'] = [];
  for (const screen of screens) {
    const chunk = manifest[keyOfSource(manifest, screen)];
    if (!chunk) continue;
    const size = await sizeOfFileSet(outDir, { js: [chunk.file], css: chunk.css ?? [] });
    routeChunks.push({ screen: screen.replace(/^src\/features\//, ''), size: size.total });
  }
  return {
    build,
    outDir,
    entry: await sizeOfFileSet(outDir, staticClosure(manifest, [entryKey(manifest)])),
    loginFirstScreen: await sizeOfFileSet(
      outDir,
      routeFiles(manifest, 'src/features/auth/login-screen.tsx'),
    ),
    routeChunks,
  };
}
