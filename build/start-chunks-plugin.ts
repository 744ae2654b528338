import type { Plugin } from 'vite';

/**
 * A chunk of what `from` (sources relative to the project root, each loaded with a dynamic import) import
 * statically. The sources keep chunks of their own: a dynamic import's module in a group loses its chunk's name in
 * the build's manifest, which the preload plugins, the bench and the builds test look chunks up by.
 */
export interface StartChunk {
  name: string;
  from: string[];
  /**
   * Only the modules that these sources' imports also reach (their static imports; with `lazy` their dynamic ones
   * too, and theirs in turn): what two starts share (the mock builds' fake backend and the app), in a chunk that
   * both import, so neither start's chunk holds (and runs) the other's own modules.
   */
  sharedWith?: { from: string[]; lazy?: boolean };
  /**
   * Also takes the modules its sources import statically that something else imports dynamically: left to the
   * bundler, such a chunk would import this one while this one imports it (a cycle between chunks, whose modules
   * may run before what they use), e.g. the contract's schemas, which the fake backend imports and the app loads
   * lazily.
   */
  lazyToo?: boolean;
}

/**
 * Puts the modules every start loads after the entry into one chunk per `chunks` item, instead of the ten small
 * chunks the bundler makes of the modules the app shares with its lazy screens (the storage helpers, the route
 * metadata, i18next, TanStack Query, …). A browser opens six connections to a host over HTTP/1.1; on a slow
 * phone line each further request before the first screen waits for a free one and then a round trip
 * (docs/decisions/018-start-chunks.md). A chunk takes the static imports of its sources, less what the entry
 * (index.html's script with its static imports) and the chunks before it hold, so each set is closed under static
 * imports: no chunk statically imports one that is loaded later, and the entry never imports them. Each source's
 own chunk then imports its group's chunk: two requests, both preloaded from index.html.
 * The lazy screens import the shared modules from these chunks, which are loaded before any screen.
 */
export function startChunksPlugin({
  chunks,
  apart = [],
  leave,
}: {
  chunks: StartChunk[];
  /**
   * Sources loaded before these chunks that must stay small and apart (the env check runs before the app's
   * modules): their static imports join no group.
   */
  apart?: string[];
  /**
   * Modules left to the bundler's own chunks. The closure follows every static import, re-exports included: through
   * a package's index that re-exports hooks only the lazy screens use, it would take those hooks into a start chunk.
   */
  leave?: RegExp;
}): Plugin {
  const members = chunks.map(() => new Set<string>());
  return {
    name: 'wen:start-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: chunks.map((chunk, index) => ({
                name: chunk.name,
                test: (id: string) => members[index]?.has(id) ?? false,
                // Earlier items first; the sets are disjoint anyway.
                priority: chunks.length - index,
                // Each set already holds every static import it needs besides the entry's.
                includeDependenciesRecursively: false,
              })),
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const moduleOf = (source: string) => {
        const id = ids.find((candidate) => candidate.endsWith(`/${source}`));
        if (!id) throw new Error(`No module ${source} for the start chunks.`);
        return id;
      };
      // A module some code imports dynamically keeps its chunk (and what it loads stays lazy), unless it is a root.
      const lazy = (id: string) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      const staticClosure = (
        roots: readonly string[],
        known: ReadonlySet<string>,
        /** Follows dynamic imports too, but not into these. */
        followLazy?: readonly string[],
        /** Takes statically imported modules that something imports dynamically. */
        lazyToo = false,
      ) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || known.has(id) || leave?.test(id)) return;
          if (followLazy?.includes(id)) return;
          if (!followLazy && !lazyToo && lazy(id) && !roots.includes(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          info?.importedIds.forEach(visit);
          if (followLazy) info?.dynamicallyImportedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const loaded = staticClosure(entries, new Set());
      staticClosure(apart.map(moduleOf), loaded).forEach((id) => loaded.add(id));
      chunks.forEach((chunk, index) => {
        const roots = chunk.from.map(moduleOf);
        const set = members[index];
        if (!set) return;
        set.clear();
        const others = chunk.sharedWith?.from.map(moduleOf);
        // Both sets are closed under static imports, so their intersection is too.
        const alsoReached = others
          ? staticClosure(others, loaded, chunk.sharedWith?.lazy ? roots : undefined)
          : null;
        staticClosure(roots, loaded, undefined, chunk.lazyToo).forEach((id) => {
          if (alsoReached && !alsoReached.has(id)) return;
          if (!roots.includes(id) && !others?.includes(id)) set.add(id);
          loaded.add(id);
        });
      });
    },
  };
}
