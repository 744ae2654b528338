import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One vocabulary (issue 36, point 5): docs/glossary.md is the single source of the words for posting, match and
 * booking. Its table "Words German texts do not use" is read here, and every German text of the app is checked
 * against it, and for a time of day in AM/PM.
 */
const glossary = readFileSync(resolve(__dirname, '../../../docs/glossary.md'), 'utf8');

/** The backticked words of the first column of the "do not use" table. */
function wordsNotUsed(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Words German texts'));
  if (!section) throw new Error('docs/glossary.md has no section "Words German texts do not use"');
  const rows = section.split('\n').filter((line) => /^\|\s*`/.test(line));
  return rows.flatMap((row) => {
    const firstCell = row.split('|')[1] ?? '';
    return [...firstCell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  });
}

/** Every German text of the app's namespaces (the dev panel of the mock build is left out). */
const germanModules = import.meta.glob<{ de: unknown }>(
  ['/src/features/*/locales/de.ts', '/src/lib/locales/de.ts', '!/src/features/dev-panel/**'],
  { eager: true },
);

function textsOf(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
  return [];
}

const germanTexts = Object.entries(germanModules).flatMap(([file, module]) =>
  textsOf(module.de, file),
);

/** A word as it begins a word, with any ending ('Angebot' finds 'Angebote', not 'Mitfahrangebot'). */
function finds(word: string, text: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'u').test(text);
}

describe('one vocabulary: the glossary and the German texts', () => {
  const notUsed = wordsNotUsed(glossary);

  it('reads the words the glossary rules out (the table is there and names the posting words and AM/PM)', () => {
    expect(notUsed).toEqual(expect.arrayContaining(['Angebot', 'Buchung', 'AM', 'PM']));
    // Every namespace of the app is read (11 features besides the dev panel, and the common texts).
    expect(Object.keys(germanModules)).toHaveLength(12);
    expect(germanTexts.length).toBeGreaterThan(300);
  });

  it('no German text uses a word the glossary rules out', () => {
    const offending = germanTexts.flatMap(({ path, text }) =>
      notUsed.filter((word) => finds(word, text)).map((word) => `${path}: ${word} in “${text}”`),
    );
    expect(offending).toEqual([]);
  });

  it('no German text gives a time of day in AM/PM, nor a 12-hour pattern', () => {
    const twelveHour = /\b(\d{1,2}(:\d\d)?\s?(AM|PM|am|pm|a\.m\.|p\.m\.))\b|hh?:mm a\b/;
    expect(germanTexts.filter(({ text }) => twelveHour.test(text))).toEqual([]);
  });

  it('the German words of the posting things come from the glossary', () => {
    // The terms the glossary gives for what a user publishes, a driver's and a passenger's posting and a match:
    // each is what the German texts say.
    const all = germanTexts.map(({ text }) => text).join('\n');
    for (const term of ['Inserat', 'Mitfahrangebot', 'Mitfahrgesuch', 'Treffer']) {
      expect(glossary).toContain(`| ${term} `);
      expect(all).toContain(term);
    }
  });
});
