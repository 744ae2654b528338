// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Place } from '@contract/schemas';
import {
  buildingResults,
  DEFAULT_USER_POSITION,
  isSearchable,
  placeMatchesTerm,
  predefinedPlacesFor,
  sortByDistance,
} from '@/features/location-picker/place-search';

/**
 * The word rules of the place search (spec sections 5 and 9) at their edges: the cases the mutation run
 * (npm run test:mutation, issue 23) showed no test would notice if they broke.
 */
const named = (name: string, fields: Partial<Place> = {}): Place => ({
  id: name,
  name,
  latitude: DEFAULT_USER_POSITION.latitude,
  longitude: DEFAULT_USER_POSITION.longitude,
  category: 'other',
  iconType: 'hotspot',
  ...fields,
});

describe('place search word rules', () => {
  it('searches from 2 characters, not counting surrounding spaces', () => {
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' a ')).toBe(false);
  });

  it('finds ä, ö and ß however they are typed, and not by dropping them', () => {
    expect(placeMatchesTerm(named('Bäckerei'), 'baeckerei')).toBe(true);
    expect(placeMatchesTerm(named('Ölhafen'), 'oelhafen')).toBe(true);
    expect(placeMatchesTerm(named('Großstraße'), 'grossstrasse')).toBe(true);
    expect(placeMatchesTerm(named('Großstraße'), 'grostrae')).toBe(false);
  });

  it('finds a place typed without umlauts by a term typed with them', () => {
    expect(placeMatchesTerm(named('Muenchen Nord'), 'München')).toBe(true);
  });

  it('splits words at punctuation and between letters and digits, never inside a word', () => {
    expect(placeMatchesTerm(named('Nord-Ost'), 'os')).toBe(true);
    expect(placeMatchesTerm(named('FIZ'), 'zif')).toBe(false);
    expect(placeMatchesTerm(named('Werkstatt', { address: 'Knorrstraße 147' }), 'kn')).toBe(true);
  });

  it('matches the start of a word, and inside a word only alphabetic terms of 3 letters or more', () => {
    const workshop = named('Werkstatt', { building: '1470' });
    expect(placeMatchesTerm(workshop, 'we')).toBe(true);
    expect(placeMatchesTerm(workshop, 'tt')).toBe(false);
    expect(placeMatchesTerm(workshop, 'tat')).toBe(true);
    expect(placeMatchesTerm(workshop, '470')).toBe(false);
    expect(placeMatchesTerm(workshop, '147')).toBe(true);
  });

  it('matches no place with an empty term, nor with the parts a place lacks', () => {
    expect(placeMatchesTerm(named('FIZ'), '   ')).toBe(false);
    expect(placeMatchesTerm(named('FIZ'), 'undefined')).toBe(false);
    // Long enough to search, but no word in it: no place.
    expect(predefinedPlacesFor([named('FIZ')], '--', DEFAULT_USER_POSITION)).toEqual([]);
  });

  it('ignores punctuation around the words of a term', () => {
    expect(placeMatchesTerm(named('FIZ'), 'fiz,')).toBe(true);
    expect(placeMatchesTerm(named('FIZ Nord'), '-nord')).toBe(true);
  });

  it('sorts places without a building by name, and equal distances in their given order', () => {
    const ids = (places: Place[]) => places.map((place) => place.id);
    expect(ids(buildingResults([named('B'), named('A')]))).toEqual(['A', 'B']);
    const [first, second] = [named('first'), named('second')];
    expect(ids(sortByDistance([first, second], DEFAULT_USER_POSITION))).toEqual([
      'first',
      'second',
    ]);
    expect(ids(sortByDistance([second, first], DEFAULT_USER_POSITION))).toEqual([
      'second',
      'first',
    ]);
  });
});
