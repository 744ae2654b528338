import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The files of the chunks a chunk imports statically, transitively (themselves included). */
export function withStaticImports(bundle: OutputBundle, fileNames: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return [...seen];
}

/** The chunk whose module is `source` (a path relative to the project root), if it has one of its own. */
export function chunkOfSource(bundle: OutputBundle, source: string): string | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(`/${source}`),
  )?.fileName;
}

/**
 * Dynamic imports of src/main.tsx not made before the first screen: the service worker's registration (once the
 * page is quiet, after the first screen) and the message shown in place of the app when the browser blocks
 * storage (then no other screen comes). Not preloaded, so they do not queue before the first screen's chunks (the
 * browser opens six connections to a host over HTTP/1.1), and not counted in /login's first screen by the bench.
 */
export const AFTER_FIRST_SCREEN = [
  'src/app/service-worker-registration.ts',
  'src/app/storage-blocked.tsx',
];

/**
 * src/main.tsx imports the env check and the app (plus the mock backend in mock builds) with dynamic imports
 * right at start, so the browser would only discover them after the entry script ran: a full round trip later
 * on a slow phone network. Preloading them from index.html fetches them in parallel with the entry. So are the
 * chunks of `screens` (sources such as 'src/features/auth/login-screen.tsx'): the screen index.html pre-renders
 * (src/app/first-paint.tsx), which the app awaits before its first render.
 */
export function preloadStartChunksPlugin({ screens = [] }: { screens?: string[] } = {}): Plugin {
  return {
    name: 'wen:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const entry = context.chunk as OutputChunk | undefined;
        const bundle = context.bundle as OutputBundle | undefined;
        if (!entry || !bundle) return [];
        const entryFiles = new Set(withStaticImports(bundle, [entry.fileName]));
        const screenChunks = screens.map((source) => {
          const fileName = chunkOfSource(bundle, source);
          if (!fileName) throw new Error(`No chunk of its own for ${source} to preload.`);
          return fileName;
        });
        const afterFirstScreen = new Set(
          AFTER_FIRST_SCREEN.map((source) => chunkOfSource(bundle, source)),
        );
        const startImports = entry.dynamicImports.filter(
          (fileName) => !afterFirstScreen.has(fileName),
        );
        return withStaticImports(bundle, [...startImports, ...screenChunks])
          .filter((fileName) => !entryFiles.has(fileName))
          .map((fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
