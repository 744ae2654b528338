// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a door: every page it and the docs link to must be there. A moved or renamed doc (a decision
 * record, a topic) otherwise leaves a dead link that nobody notices until a newcomer follows it.
 */
const ROOT = process.cwd();
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-mock',
  'dist-demo',
  'reports',
  'test-results',
]);

function markdownFiles(folder: string, into: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name) || name.startsWith('.')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) markdownFiles(path, into);
    else if (name.endsWith('.md')) into.push(path);
  }
  return into;
}

/** Relative link targets of a markdown text: `[text](target)`, without anchors; web and mail links left out. */
export function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('links between the docs', () => {
  it('finds relative links and leaves web links, anchors and code out', () => {
    expect(
      relativeLinks(
        '[a](docs/a.md) [b](https://x.example/b.md) [c](#top) [d](../d.md#part) `[e](e.md)` [f](mailto:x@y.z)',
      ),
    ).toEqual(['docs/a.md', '../d.md']);
  });

  it('every relative link of every markdown file points at a file or folder that exists', () => {
    const files = markdownFiles(ROOT);
    expect(files.length).toBeGreaterThan(10);
    const dead = files.flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(join(dirname(file), decodeURI(target))))
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(dead).toEqual([]);
  });
});
