import type { Plugin } from 'vite';
import { withBuildModuleRunner } from './build-module-runner.js';
import type * as PrebuiltSeedModule from '../mocks/prebuilt-seed';
import type * as SeedModule from '../mocks/seed';

/** What the build makes the prebuilt seed with (mocks/prebuilt-seed.ts, mocks/seed.ts). */
interface SeedModules {
  prebuilt: typeof PrebuiltSeedModule;
  seed: typeof SeedModule;
}

/** The accounts (in the fake backend's chunk) and the postings and places (a chunk of their own, loaded after). */
const IDS = {
  'virtual:wen-prebuilt-seed': 'accounts',
  'virtual:wen-prebuilt-seed-later': 'later',
} as const;
type PartName = (typeof IDS)[keyof typeof IDS];
const partOf = (id: string): PartName | undefined =>
  id.startsWith('\0') ? IDS[id.slice(1) as keyof typeof IDS] : undefined;

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
  /** Both parts come from one generation. */
  let made: Promise<Record<PartName, string>> | null = null;
  return {
    name: 'wen:prebuilt-seed',
    configResolved(config) {
      command = config.command;
      mode = config.mode;
      configFile = config.configFile;
      root = config.root;
    },
    resolveId(id) {
      return id in IDS ? `\0${id}` : undefined;
    },
    async load(id) {
      const part = partOf(id);
      if (part === undefined) return undefined;
      if (command !== 'build') return 'export default null;';
      made ??= makeParts();
      // JSON text, parsed on use: a string is cheaper to load than the same data as a JavaScript literal.
      return `export default ${JSON.stringify((await made)[part])};`;
    },
  };

  async function makeParts(): Promise<Record<PartName, string>> {
    return withBuildModuleRunner({ root, configFile, mode }, async (runner) => {
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
      const { PREBUILT_PARTS, prebuiltPart } = modules.prebuilt;
      return {
        accounts: JSON.stringify(prebuiltPart(prebuilt, PREBUILT_PARTS.accounts)),
        later: JSON.stringify(prebuiltPart(prebuilt, PREBUILT_PARTS.later)),
      };
    });
  }
}
