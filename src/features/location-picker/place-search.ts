import { MAX_BUILDING_RESULTS, MIN_SEARCH_LENGTH } from '@contract/places';
import { distanceInMetres, type Coordinates } from '@/domain/geo/geo';
import type { Place, PlaceIconType } from '@contract/schemas';

/** Where the user is assumed to be without a (granted) browser position (spec section 9). */
export const DEFAULT_USER_POSITION: Coordinates = { latitude: 48.19353, longitude: 11.57087 };
/** Recent places shown (spec section 9). */
export const MAX_RECENT_PLACES = 3;
/** Hot spots shown before 'Show all': the nearest few, so recent places and results stay in reach. */
export const FOLDED_HOT_SPOTS = 5;

/** Is the term long enough to search (spec section 5: under 2 characters is rejected with a hint)? */
export function isSearchable(term: string): boolean {
  return term.trim().length >= MIN_SEARCH_LENGTH;
}

/** Nearest to `from` first; equal distances keep their order. */
export function sortByDistance<T extends Coordinates>(
  places: readonly T[],
  from: Coordinates,
): T[] {
  return places
    .map((place, index) => ({ place, index, distance: distanceInMetres(from, place) }))
    .sort(
      // Stryker disable next-line ArithmeticOperator: the tie-break restates a stable sort (ES2019); V8 keeps equal distances in order with a + too
      (a, b) => a.distance - b.distance || a.index - b.index,
    )
    .map((entry) => entry.place);
}

// --- word matching of the predefined places (spec section 9) -------------------------------------

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const stripMarks = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Both spellings of German text: 'München' is found by 'muenchen' and by 'munchen'. */
function spellings(text: string): string[] {
  const lower = text.toLowerCase();
  const transcribed = stripMarks(lower.replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c));
  const stripped = stripMarks(lower.replace(/ß/g, 'ss'));
  // Stryker disable next-line ConditionalExpression: the second, identical spelling is dropped by the Set of words
  return transcribed === stripped ? [stripped] : [transcribed, stripped];
}

/**
 * Words of one spelling. Building codes are recognised however they are typed: letters and digits are split
 * ('fiz12' -> 'fiz', '12') and dots inside numbers dropped ('DGF 02.40' and 'dgf0240' meet).
 */
function splitWords(spelling: string): string[] {
  return spelling
    .replace(/(\d)\.(?=\d)/g, '$1')
    .replace(
      // Stryker disable next-line Regex: a run of separators split one by one gives empty words, which the filter drops
      /[^a-z0-9]+/g,
      ' ',
    )
    .split(' ')
    .flatMap((chunk) => chunk.split(/(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/))
    .filter((word) => word !== '');
}

/** The searchable words of a place: its name, address (vicinity) and building, in every spelling. */
export function placeWords(place: Pick<Place, 'name' | 'address' | 'building'>): string[] {
  // Stryker disable next-line MethodExpression: join() writes a missing address or building as an empty string, not "undefined"
  const text = [place.name, place.address, place.building].filter(Boolean).join(' ');
  return [...new Set(spellings(text).flatMap(splitWords))];
}

/** The term as groups of alternative spellings, one group per word; every group must match. */
export function termWordGroups(term: string): string[][] {
  // Stryker disable next-line MethodExpression: an empty raw word from leading or trailing spaces gives no word group
  return term
    .trim()
    .split(
      // Stryker disable next-line Regex: an empty raw word between spaces gives no word group
      /\s+/,
    )
    .flatMap((raw) => {
      const variants = spellings(raw).map(splitWords);
      // Stryker disable next-line ArrayDeclaration: spellings() always returns at least one spelling
      const parts = variants[0] ?? [];
      return parts.map((_, index) => [
        ...new Set(
          // Stryker disable next-line MethodExpression: both spellings of a word split into the same number of words (ä→ae/a, ß→ss in both)
          variants.map((variant) => variant[index]).filter((word): word is string => !!word),
        ),
      ]);
    });
}

/** A term word matches a place word it starts, or (alphabetic, 3 letters or more) lies inside of. */
function wordMatches(termWord: string, placeWord: string): boolean {
  if (placeWord.startsWith(termWord)) return true;
  // Stryker disable next-line Regex: after splitWords a term word is all letters or all digits, anchored or not
  return termWord.length >= 3 && /^[a-z]+$/.test(termWord) && placeWord.includes(termWord);
}

/** Does every word of the term match a word of the place's name, address or building? */
export function placeMatchesTerm(
  place: Pick<Place, 'name' | 'address' | 'building'>,
  term: string,
): boolean {
  const groups = termWordGroups(term);
  if (groups.length === 0) return false;
  const words = placeWords(place);
  return groups.every((group) =>
    group.some((termWord) => words.some((placeWord) => wordMatches(termWord, placeWord))),
  );
}

/**
 * The hot spots section: the predefined places nearest to the user first; while searching only those whose
 * words match the term.
 */
export function predefinedPlacesFor(
  places: readonly Place[],
  term: string,
  from: Coordinates,
): Place[] {
  const matching = isSearchable(term)
    ? places.filter((place) => placeMatchesTerm(place, term))
    : places;
  return sortByDistance(matching, from);
}

const naturalCompare = new Intl.Collator('de', { numeric: true, sensitivity: 'base' }).compare;

/** Building results: sorted by building name (natural order, 'FIZ 2' before 'FIZ 12'), at most 50. */
export function buildingResults(places: readonly Place[]): Place[] {
  return [...places]
    .sort((a, b) => naturalCompare(a.building ?? a.name, b.building ?? b.name))
    .slice(0, MAX_BUILDING_RESULTS);
}

/** The recent places shown: the first 3. */
export function recentPlaces(places: readonly Place[]): Place[] {
  return places.slice(0, MAX_RECENT_PLACES);
}

// --- each place once (issue 20, item 5) -----------------------------------------------------------

/** Places this close with the same name are one place listed by two sources (a recent pick, a hot spot). */
const SAME_SPOT_M = 50;

// Stryker disable next-line StringLiteral: spellings() always returns at least one spelling
const normalName = (name: string) => spellings(name.trim())[0] ?? '';

export function isSamePlace(a: Place, b: Place): boolean {
  if (a.id === b.id) return true;
  // Stryker disable next-line EqualityOperator: exactly 50 m apart is the edge of a heuristic, not a rule of the spec
  return normalName(a.name) === normalName(b.name) && distanceInMetres(a, b) <= SAME_SPOT_M;
}

/** How much a kind tells the user: a building or an event says more than 'Place' or 'Recent'. */
const KIND_USEFULNESS: Record<PlaceIconType, number> = {
  building: 4,
  event: 3,
  hotspot: 2,
  'web-search': 1,
  recent: 0,
};

/** The entry kept for a place listed twice: its own position in the list, the more telling kind and details. */
function merged(kept: Place, duplicate: Place): Place {
  // Stryker disable next-line EqualityOperator: on equal usefulness both kinds are the same kind
  const better = KIND_USEFULNESS[duplicate.iconType] > KIND_USEFULNESS[kept.iconType];
  return {
    ...kept,
    iconType: better ? duplicate.iconType : kept.iconType,
    ...(kept.building || !duplicate.building ? {} : { building: duplicate.building }),
    ...(kept.address || !duplicate.address ? {} : { address: duplicate.address }),
  };
}

/**
 * The picker's sections with each place once: a place stays in the first section that lists it (recent first)
 * and takes the most telling kind and the details of its duplicates; the later entries are dropped.
 */
export function withoutDuplicates(sections: ReadonlyArray<readonly Place[]>): Place[][] {
  const kept: Place[][] = sections.map(() => []);
  const seen: Array<{ section: number; index: number }> = [];
  sections.forEach((places, section) => {
    for (const place of places) {
      const earlier = seen.find((entry) => isSamePlace(kept[entry.section]![entry.index]!, place));
      if (earlier) {
        const list = kept[earlier.section]!;
        list[earlier.index] = merged(list[earlier.index]!, place);
      } else {
        seen.push({ section, index: kept[section]!.length });
        kept[section]!.push(place);
      }
    }
  });
  return kept;
}
