import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { withBuildModuleRunner } from './build-module-runner.js';
import { chunkOfSource, withStaticImports } from './preload-start-chunks-plugin.js';

/** What src/app/first-paint.tsx gives the build. */
interface FirstPaintModule {
  renderFirstPaintMarkup(options: { dashboardPreloads: readonly string[] }): string;
  firstPaintScript(): string;
}

/**
 * The files the dashboard copy's script fetches when it shows the copy: the chunks of `sources` with their static
 * imports and CSS, except what index.html loads anyway (the entry, the start chunks, the login screen).
 */
function dashboardPreloads(
  bundle: OutputBundle,
  entry: OutputChunk,
  sources: readonly string[],
  loaded: readonly string[],
): string[] {
  const chunkOf = (source: string) => {
    const fileName = chunkOfSource(bundle, source);
    if (!fileName) throw new Error(`No chunk of its own for ${source} to preload.`);
    return fileName;
  };
  const inIndex = new Set(
    withStaticImports(bundle, [entry.fileName, ...entry.dynamicImports, ...loaded.map(chunkOf)]),
  );
  const files = withStaticImports(bundle, sources.map(chunkOf)).filter(
    (file) => !inIndex.has(file),
  );
  const css = files.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...files, ...css].map((file) => `/${file}`);
}

const ROOT = '<div id="root"></div>';

/**
 * Pre-renders the login screen and the dashboard's frame into the built index.html (see src/app/first-paint.tsx
 * for why and how they are shown). The screens are rendered by the app's own components, loaded through Vite's
 * module runner with the build's mode and variables, so the copies cannot drift from the live screens. The
 * Content-Security-Policy plugin (after this one) allows the inline scripts by their hashes.
 *
 * `login`: the sources whose chunks index.html preloads anyway (the login screen); `dashboard`: the sources whose
 * chunks the dashboard copy's script fetches when it shows the copy (the dashboard screen, the kept user's module).
 */
export function firstPaintPlugin({
  login = [],
  dashboard = [],
}: { login?: string[]; dashboard?: string[] } = {}): Plugin {
  let mode = 'production';
  let configFile: string | undefined;
  let root = process.cwd();
  return {
    name: 'wen:first-paint',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      configFile = config.configFile;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(ROOT))
          throw new Error(`index.html has no empty ${ROOT} to render into.`);
        const entry = context.chunk as OutputChunk | undefined;
        const bundle = context.bundle as OutputBundle | undefined;
        const preloads = entry && bundle ? dashboardPreloads(bundle, entry, dashboard, login) : [];
        return withBuildModuleRunner({ root, configFile, mode }, async (runner) => {
          const firstPaint = (await runner.import('/src/app/first-paint.tsx')) as FirstPaintModule;
          return html
            .replace('</head>', `  <script>${firstPaint.firstPaintScript()}</script>\n  </head>`)
            .replace(
              ROOT,
              `<div id="root">${firstPaint.renderFirstPaintMarkup({ dashboardPreloads: preloads })}</div>`,
            );
        });
      },
    },
  };
}
