import { createServer, createServerModuleRunner } from 'vite';

type ModuleRunner = ReturnType<typeof createServerModuleRunner>;

/** The build's settings a module runner needs to load sources as the build sees them (mode, variables, aliases). */
export interface BuildModuleRunnerOptions {
  root: string;
  configFile: string | undefined;
  mode: string;
}

/**
 * Runs `run` with a Vite module runner over the project's sources, with the build's mode and configuration, and
 * closes it afterwards. The build plugins use it to run the app's own code at build time (the first-paint copies,
 * the prebuilt seed), so what they make cannot drift from what runs in the page.
 */
export async function withBuildModuleRunner<T>(
  { root, configFile, mode }: BuildModuleRunnerOptions,
  run: (runner: ModuleRunner) => Promise<T>,
): Promise<T> {
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
    return await run(runner);
  } finally {
    await runner.close();
    await server.close();
  }
}
