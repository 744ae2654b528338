// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36, point 9: what search engines and Lighthouse's SEO audits read. WEN describes itself (a meta
 * description in index.html) and says on purpose that it is not for crawlers (robots.txt disallows every path).
 * `npm run lighthouse` measures the rest on the real build (scripts/lighthouse/main.ts).
 */
const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

describe('outside judges', () => {
  it('index.html describes the app in a meta description of search-result length', () => {
    const html = read('index.html');
    const content = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content).toMatch(/Fahrgemeinschaft/);
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(160);
  });

  it('robots.txt disallows every path for every crawler, and is valid', () => {
    const lines = read('public/robots.txt')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => line !== '');
    expect(lines).toEqual(['User-agent: *', 'Disallow: /']);
  });
});
