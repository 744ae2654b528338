import { readFile } from 'node:fs/promises';
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
