/* global process, console, URL */
/**
 * Runs a TypeScript entry of this repo under Node 20, which cannot run TypeScript by itself.
 * Vite's module runner (the engine vitest runs the tests with) transforms the entry and its imports on the fly
 * with the repo's Vite config, so the path aliases (@contract, @mocks, …) and TypeScript work exactly as in the
 * app and the tests: no build step, no output folder, no extra dependency. Packages load natively from
 * node_modules. The entry exports `main(args)`, which resolves with the exit code once it is done.
 *
 * Usage: node scripts/run-with-vite.mjs <entry.ts> [args...]
 */
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node scripts/run-with-vite.mjs <entry.ts> [args...]');
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root,
  appType: 'custom',
  clearScreen: false,
  logLevel: 'warn',
  // Only the module runner is used: no HTTP server, no file watcher, no dependency pre-bundling.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });

let exitCode = 1;
try {
  const module = await runner.import(entry.startsWith('/') ? entry : `/${entry}`);
  if (typeof module.main !== 'function')
    throw new Error(`${entry} exports no main(args) function.`);
  exitCode = (await module.main(args)) ?? 0;
} catch (error) {
  console.error(error);
} finally {
  await runner.close();
  await vite.close();
}
process.exitCode = exitCode;
