// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getDomain } from '@mocks/lib/registrable-domain';

// Node's own require: an import of 'tldts' here would get the stand-in (vite.config.ts aliases it).
const tldts = createRequire(import.meta.url)('tldts') as {
  getDomain(host: string, options: object): string | null;
};
const publicSuffixListDomain = (host: string, options: object) => tldts.getDomain(host, options);

// tough-cookie asks tldts with these options (node_modules/tough-cookie/dist/index.js, getPublicSuffix).
const LIST_OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true };

describe('the stand-in for tldts in the builds with the fake backend (vite.config.ts)', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'wen-demo.example.com',
    'demo.wen.example.com',
    'example.com',
    'wen.bmw.de',
    'WEN.Example.com.',
  ])('answers as the public suffix list for %s', (host) => {
    expect(getDomain(host)).toBe(publicSuffixListDomain(host, LIST_OPTIONS));
  });

  it('answers the last two labels where the list knows a longer suffix (only cookie look-ups use it)', () => {
    expect(publicSuffixListDomain('wen-demo.example.co.uk', LIST_OPTIONS)).toBe('example.co.uk');
    expect(getDomain('wen-demo.example.co.uk')).toBe('co.uk');
  });
});
