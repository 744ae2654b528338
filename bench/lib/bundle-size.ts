import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// The dynamic imports of src/main.tsx made once the page is quiet: index.html does not preload them either.
import { AFTER_FIRST_SCREEN } from '../../build/preload-start-chunks-plugin';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FileSet {
  js: string[];
  css: string[];
}

export const ZERO_SIZE: Size = { raw: 0, gzip: 0, brotli: 0 };

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk index.html loads. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
}

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): FileSet {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    js.push(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css: [...css] };
}

/** The manifest key of a source module (e.g. 'src/features/auth/login-screen.tsx'). */
export function keyOfSource(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find(
    (name) => name === source || manifest[name]?.src === source,
  );
  if (!key) throw new Error(`The manifest has no chunk for ${source}.`);
  return key;
}

/**
 * What the first screen of a route needs: the entry (index.html's script and CSS with their static imports),
 * the chunks src/main.tsx always imports at start (its dynamic imports: the env check, the app and, in the mock
 * build, the mock backend) and the route's screen chunk when it has one of its own (the login screen is part of
 * the app chunk), each with its static imports. Shared files count once.
 */

export function routeFiles(manifest: Manifest, screenSource: string): FileSet {
  const entry = entryKey(manifest);
  const screenChunk = Object.keys(manifest).find(
    (name) => name === screenSource || manifest[name]?.src === screenSource,
  );
  return staticClosure(manifest, [
    entry,
    ...(manifest[entry]?.dynamicImports ?? []).filter(
      (name) => !AFTER_FIRST_SCREEN.includes(manifest[name]?.src ?? name),
    ),
    ...(screenChunk ? [screenChunk] : []),
  ]);
}

const sizeCache = new Map<string, Size>();

/** Raw, gzip (level 9) and brotli (quality 11) bytes of a file; deterministic. */
export async function fileSize(path: string): Promise<Size> {
  const cached = sizeCache.get(path);
  if (cached) return cached;
  const content = await readFile(path);
  const size: Size = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
  sizeCache.set(path, size);
  return size;
}

export function addSizes(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

export async function sizeOfFiles(outDir: string, files: readonly string[]): Promise<Size> {
  let total = ZERO_SIZE;
  for (const file of files) total = addSizes(total, await fileSize(join(outDir, file)));
  return total;
}

export interface FileSetSize {
  js: Size;
  css: Size;
  total: Size;
  files: number;
}

export async function sizeOfFileSet(outDir: string, set: FileSet): Promise<FileSetSize> {
  const js = await sizeOfFiles(outDir, set.js);
  const css = await sizeOfFiles(outDir, set.css);
  return { js, css, total: addSizes(js, css), files: set.js.length + set.css.length };
}

/** Screens of the route table: source file of each lazily imported screen, from the route table's text. */
export function lazyScreenSources(routeTableSource: string): string[] {
  const sources = new Set<string>();
  for (const match of routeTableSource.matchAll(/import\('@\/([^']+)'\)/g)) {
    if (match[1]) sources.add(`src/${match[1]}.tsx`);
  }
  return [...sources];
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
