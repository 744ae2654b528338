import { createServer, createServerModuleRunner, type Plugin } from 'vite';

/** What src/app/first-paint.tsx gives the build. */
interface FirstPaintModule {
  renderFirstPaintMarkup(): string;
  firstPaintScript(): string;
}

const ROOT = '<div id="root"></div>';

/**
 * Pre-renders the login screen into the built index.html (see src/app/first-paint.tsx for why and how it is
 * shown). The screen is rendered by the app's own components, loaded through Vite's module runner with the
 * build's mode and variables, so the copy cannot drift from the live screen. The Content-Security-Policy plugin
 * (after this one) allows the inline script by its hash.
 */
export function firstPaintPlugin(): Plugin {
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
      async handler(html) {
        if (!html.includes(ROOT))
          throw new Error(`index.html has no empty ${ROOT} to render into.`);
        const server = await createServer({
          root,
          configFile,
          mode,
          appType: 'custom',
          logLevel: 'warn',
          clearScreen: false,
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
        try {
          const firstPaint = (await runner.import('/src/app/first-paint.tsx')) as FirstPaintModule;
          return html
            .replace('</head>', `  <script>${firstPaint.firstPaintScript()}</script>\n  </head>`)
            .replace(ROOT, `<div id="root">${firstPaint.renderFirstPaintMarkup()}</div>`);
        } finally {
          await runner.close();
          await server.close();
        }
      },
    },
  };
}
