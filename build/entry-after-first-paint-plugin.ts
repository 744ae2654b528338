import type { Plugin } from 'vite';
import { afterFirstFrameScript } from '../src/lib/after-first-frame.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The app's entry runs after the first paint (docs/decisions/025-entry-after-first-paint.md). A module script in the
 * head runs as soon as the HTML is parsed, before the browser's first frame: the pre-rendered copy of the login or
 * the dashboard (build/first-paint-plugin.ts) was on the page but painted only once the entry (React and the app,
 * about 110 ms of one task on this machine, four times that on a phone) had run. Here the entry is fetched as
 * early as before (a modulepreload in its place) and started by a small script at the end of the body after the
 * next frame; in a tab that is not shown (no frames), or if no frame comes within 250 ms, at once.
 *
 * Order: after the plugins that add inline scripts to the body, before the Content-Security-Policy plugin, which
 * allows this script by its hash.
 */
export function entryAfterFirstPaintPlugin(): Plugin {
  return {
    name: 'wen:entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const match = ENTRY_SCRIPT.exec(html);
        if (!match)
          throw new Error('index.html has no module entry script to start after the first paint.');
        const src = match[1]!;
        const start =
          'function(){var s=document.createElement("script");' +
          `s.type="module";s.crossOrigin="";s.src=${JSON.stringify(src)};document.head.appendChild(s);}`;
        const starter = `<script>${afterFirstFrameScript(start)}</script>`;
        return html
          .replace(match[0], `<link rel="modulepreload" crossorigin href="${src}">`)
          .replace(/<\/body>/i, `  ${starter}\n  </body>`);
      },
    },
  };
}
