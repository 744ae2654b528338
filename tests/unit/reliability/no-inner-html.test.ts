import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Markup from data is never injected: no source file of the app (or the mock pages) sets raw HTML. */
const ROOTS = ['src', 'mocks'];
const FORBIDDEN =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('no raw HTML', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(join(process.cwd(), root)));

  it('checks the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no file uses dangerouslySetInnerHTML, innerHTML/outerHTML assignments or document.write', () => {
    const offenders = files
      .filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))
      .map((file) => relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });
});
