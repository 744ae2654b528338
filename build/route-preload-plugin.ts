import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkOfSource, withStaticImports } from './preload-start-chunks-plugin.js';

/**
 * A screen opened by its address that index.html does not pre-render (/support, /help) is a chain of requests:
 * index.html, the entry and start chunks, and only once the app runs its screen's chunk (issue 36: /support's
 * largest paint 2.9 s simulated against 0.9 s for the dashboard). This adds a small inline script to index.html
 * that, on one of `routes`' paths, preloads that screen's chunks (with their static imports and CSS) right away,
 * in parallel with the entry. It must come before the Content-Security-Policy plugin, which hashes inline scripts.
 */
export function routePreloadPlugin(routes: Record<string, readonly string[]>): Plugin {
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
            children:
              `(function(){try{var h=${JSON.stringify(byPath)}[location.pathname];if(!h)return;` +
              'for(var i=0;i<h.length;i++){var r=document.createElement("link");' +
              'r.rel=/\\.css$/.test(h[i])?"preload":"modulepreload";if(r.rel==="preload")r.setAttribute("as","style");' +
              'r.setAttribute("crossorigin","");r.href=h[i];document.head.appendChild(r);}}catch(e){}})();',
          },
        ];
      },
    },
  };
}
