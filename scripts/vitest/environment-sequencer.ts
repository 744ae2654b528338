import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** A test file that runs in Node says so on its first line (the others run in jsdom). */
const NODE_DOCBLOCK = '// @vitest-environment node';
/** The state-chart model files: each takes far longer than its size says (every path renders the app). */
const MODEL_FILES = /^tests\/unit\/models\//;

/**
 * The order of the test files, for `isolate: false` (vite.config.ts): a worker keeps its modules and its
 * environment for the next file only if that file runs in the same environment, so the jsdom files come first
 * and the Node files after them (each worker changes over once). Within each: the model files first, then the
 * larger files first (vitest's own order on a fresh clone, which has no durations cached yet).
 * With a seed (`--sequence.shuffle` sets one; `--sequence.shuffle.files --sequence.seed=<n>` shuffles the files
 * alone) the files are shuffled within each environment, the same order for the same seed.
 */
export class EnvironmentSequencer implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const hashOf = (spec: TestSpecification) =>
      createHash('sha1').update(this.relativePath(spec)).digest('hex');
    return [...files]
      .sort((a, b) => hashOf(a).localeCompare(hashOf(b)))
      .filter((_, position) => position % count === index - 1);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const inNode = (spec: TestSpecification) =>
      readFileSync(spec.moduleId, 'utf8').startsWith(NODE_DOCBLOCK);
    const { seed } = this.ctx.config.sequence;
    const order = (group: TestSpecification[]) =>
      seed === undefined ? this.bySize(group) : shuffled(group, seed);
    return [
      ...order(files.filter((spec) => !inNode(spec))),
      ...order(files.filter((spec) => inNode(spec))),
    ];
  }

  private bySize(files: TestSpecification[]): TestSpecification[] {
    const isModel = (spec: TestSpecification) => MODEL_FILES.test(this.relativePath(spec));
    return [...files].sort(
      (a, b) =>
        Number(isModel(b)) - Number(isModel(a)) ||
        statSync(b.moduleId).size - statSync(a.moduleId).size ||
        a.moduleId.localeCompare(b.moduleId),
    );
  }

  private relativePath(spec: TestSpecification): string {
    return relative(this.ctx.config.root, spec.moduleId).replaceAll('\\', '/');
  }
}

/** A seeded Fisher-Yates shuffle (mulberry32): the same seed gives the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
