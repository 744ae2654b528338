import { createServer, createServerModuleRunner, type Plugin } from 'vite';
import type * as PrebuiltSeedModule from '../mocks/prebuilt-seed';
import type * as SeedModule from '../mocks/seed';

/** What the build makes the prebuilt seed with (mocks/prebuilt-seed.ts, mocks/seed.ts). */
interface SeedModules {
  prebuilt: typeof PrebuiltSeedModule;
  seed: typeof SeedModule;
}

const ID = 'virtual:wen-prebuilt-seed';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:wen-prebuilt-seed`: the default seed's data, made at build time by the seed's own code (loaded through
 * Vite's module runner, as the first-paint plugin loads the app's screens) for a fixed moment, stored by columns as
 * JSON text (mocks/prebuilt-seed.ts). Only builds that bundle the fake backend load it; the dev server and vitest get
 * `null` and generate as before (faker is loaded there anyway).
 */
export function prebuiltSeedPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let mode = 'production';
  let configFile: string | undefined;
  let root = process.cwd();
  return {
    name: 'wen:prebuilt-seed',
    configResolved(config) {
      command = config.command;
      mode = config.mode;
      configFile = config.configFile;
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (command !== 'build') return 'export default null;';
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
        const modules: SeedModules = {
          prebuilt: (await runner.import('/mocks/prebuilt-seed.ts')) as SeedModules['prebuilt'],
          seed: (await runner.import('/mocks/seed.ts')) as SeedModules['seed'],
        };
        const madeAt = new Date(modules.prebuilt.PREBUILT_SEED_AT);
        const { DEFAULT_SEED, generateSeedData } = modules.seed;
        const prebuilt = modules.prebuilt.encodePrebuiltSeed(
          DEFAULT_SEED,
          madeAt,
          generateSeedData({ seed: DEFAULT_SEED, now: madeAt }),
        );
        // JSON text, parsed on use: a string is cheaper to load than the same data as a JavaScript literal.
        return `export default ${JSON.stringify(JSON.stringify(prebuilt))};`;
      } finally {
        await runner.close();
        await server.close();
      }
    },
  };
}
