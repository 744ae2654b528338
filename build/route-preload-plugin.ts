import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { afterFirstFrameScript } from '../src/lib/after-first-frame.js';
import { preloadFilesFunction } from '../src/lib/preload-files-script.js';
import { chunkOfSource, withStaticImports } from './preload-start-chunks-plugin.js';

/**
 * The inline script: on one of `byPath`'s paths, preloads its files (scripts as modules, styles as styles). Where
 * index.html paints a copy of the screen (`paintedFirst`), after the first frame: requests started before the paint
 * count towards it (decision 025; /support's 19 chunks had held its copy's paint back). Elsewhere at once: nothing
 * paints before the app, and the entry asks for them one frame later anyway.
 */
export function routePreloadScript(
  byPath: Readonly<Record<string, readonly string[]>>,
  paintedFirst: readonly string[],
): string {
  return (
    `(function(){try{var p=location.pathname,f=${JSON.stringify(byPath)}[p];if(!f)return;` +
    `var w=${preloadFilesFunction('f')};` +
    `if(${JSON.stringify(paintedFirst)}.indexOf(p)>=0){${afterFirstFrameScript('w')}}else w();` +
    '}catch(e){}})();'
  );
}

/**
 * A screen opened by its address is a chain of requests: index.html, the entry and start chunks, and only once the
 * app runs its screen's chunk (issue 36: /support's largest paint 2.9 s simulated against 0.9 s for the
 * dashboard). This adds a small inline script to index.html that, on one of `routes`' paths, preloads that screen's
 * chunks (with their static imports and CSS), in parallel with the entry; on the paths of `paintedFirst`, where
 * index.html has a copy of the screen, after its first paint. It must come before the Content-Security-Policy
 * plugin, which hashes inline scripts.
 */
export function routePreloadPlugin(
  routes: Record<string, readonly string[]>,
  paintedFirst: readonly string[] = [],
): Plugin {
  return {
    name: 'wen:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const entry = context.chunk as OutputChunk | undefined;
        const bundle = context.bundle as OutputBundle | undefined;
        if (!entry || !bundle) return [];
        // What index.html loads or preloads anyway.
        const loaded = new Set(
          withStaticImports(bundle, [entry.fileName, ...entry.dynamicImports]),
        );
        const byPath = Object.fromEntries(
          Object.entries(routes).map(([path, sources]) => {
            const chunks = sources.map((source) => {
              const fileName = chunkOfSource(bundle, source);
              if (!fileName) throw new Error(`No chunk of its own for ${source} to preload.`);
              return fileName;
            });
            const files = withStaticImports(bundle, chunks).filter((file) => !loaded.has(file));
            const css = files.flatMap((file) => {
              const chunk = bundle[file];
              return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            });
            return [path, [...files, ...css].map((file) => `/${file}`)];
          }),
        );
        return [
          {
            tag: 'script',
            // After the pre-rendered copies (their scripts come first), still before the entry module runs.
            injectTo: 'body',
            children: routePreloadScript(byPath, paintedFirst),
          },
        ];
      },
    },
  };
}
