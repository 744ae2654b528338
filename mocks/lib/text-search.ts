/**
 * Word matching of the location picker's searches (spec section 9): every word of the query must match
 * the name, address (vicinity) or building of a place, case-insensitively; building codes are recognised
 * however they are typed ('fiz12', 'FIZ 12', 'dgf 02.40', 'DGF0240' all find their building).
 */

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** Both spellings of a German word: 'münchen' -> ['muenchen', 'munchen']. */
function spellings(lowercase: string): string[] {
  const transcribed = lowercase.replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c);
  const stripped = lowercase
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const transcribedStripped = transcribed.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return transcribedStripped === stripped ? [stripped] : [transcribedStripped, stripped];
}

/**
 * Words of one spelling, split where letters meet digits ('fiz12' -> 'fiz', '12'); dots inside numbers
 * are dropped so 'MUC 4.2' and 'muc42' meet.
 */
function splitWords(spelling: string): string[] {
  const cleaned = spelling.replace(/(\d)\.(?=\d)/g, '$1').replace(/[^a-z0-9]+/g, ' ');
  return cleaned
    .split(' ')
    .flatMap((chunk) => chunk.split(/(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/))
    .filter((word) => word.length > 0);
}

/** The searchable words of a place's text, in every spelling. */
export function searchWords(text: string): string[] {
  return [...new Set(spellings(text.toLowerCase()).flatMap(splitWords))];
}

/** The query as groups of alternative spellings of one word each; every group must match. */
export function queryWordGroups(query: string): string[][] {
  return query
    .trim()
    .split(/\s+/)
    .flatMap((raw) => {
      // Spellings differ only in umlauts, so they split into the same number of parts.
      const variants = spellings(raw.toLowerCase()).map(splitWords);
      const parts = variants[0] ?? [];
      return parts.map((_, index) => [
        ...new Set(variants.map((variant) => variant[index]).filter((w): w is string => !!w)),
      ]);
    });
}

/**
 * A query word matches a place word it starts, or (for longer alphabetic words) lies inside of. Whether the
 * query word may match inside is decided once per query word, not per place word (the search's hot loop).
 */
function matcherOf(queryWord: string): (placeWord: string) => boolean {
  const inside = queryWord.length >= 3 && /^[a-z]+$/.test(queryWord);
  return inside
    ? (placeWord) => placeWord.includes(queryWord)
    : (placeWord) => placeWord.startsWith(queryWord);
}

const matchersCache = new WeakMap<string[][], Array<Array<(placeWord: string) => boolean>>>();

export function matchesAllWords(groups: string[][], placeWords: readonly string[]): boolean {
  if (groups.length === 0) return false;
  let matchers = matchersCache.get(groups);
  if (!matchers) {
    matchers = groups.map((group) => group.map(matcherOf));
    matchersCache.set(groups, matchers);
  }
  return matchers.every((group) => group.some((matches) => placeWords.some(matches)));
}

/** Natural order of building codes: 'FIZ 2' before 'FIZ 12'. */
export const naturalCompare = new Intl.Collator('de', { numeric: true, sensitivity: 'base' })
  .compare;
