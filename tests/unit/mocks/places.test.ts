// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { PlaceSchema, type Place } from '@contract/schemas';
import { PERSONAS, signInPersona } from '@mocks/node';
import { call, useMockBackend } from '../support/mock-backend-harness';

useMockBackend();

const DEFAULT = { latitude: '48.19353', longitude: '11.57087' };
let demoToken = '';
let buildingsToken = '';
beforeAll(async () => {
  demoToken = (await signInPersona('demo')).token;
  buildingsToken = (await signInPersona('buildings')).token;
});

async function places(query: string, from = DEFAULT): Promise<Place[]> {
  const result = await call('GET', '/places', { token: demoToken, query: { query, ...from } });
  expect(result.status).toBe(200);
  return PlaceSchema.array().parse(result.body);
}
async function buildings(query: string, language = 'de', token = buildingsToken) {
  const result = await call('GET', '/places/buildings', { token, query: { query, language } });
  return {
    status: result.status,
    places: result.status === 200 ? PlaceSchema.array().parse(result.body) : [],
  };
}
const text = (place: Place) =>
  [place.name, place.address, place.building].filter(Boolean).join(' ').toLowerCase();
const distance = (place: Place, from: { latitude: string; longitude: string }) =>
  Math.hypot(
    place.latitude - Number(from.latitude),
    (place.longitude - Number(from.longitude)) * Math.cos((48 * Math.PI) / 180),
  );

describe('place search', () => {
  it('needs every word to match name, address or building, case-insensitively', async () => {
    const found = await places('BAHNHOF freising');
    expect(found.length).toBeGreaterThan(0);
    for (const place of found) {
      expect(text(place)).toContain('bahnhof');
      expect(text(place)).toContain('freising');
    }
    expect(found.map((p) => p.name)).toContain('Freising Bahnhof');
    expect(await places('Freising Zugspitzgipfel')).toEqual([]);
  });

  it('sorts by distance from the given position', async () => {
    for (const from of [DEFAULT, { latitude: '48.37054', longitude: '10.89779' }]) {
      const found = await places('bahnhof', from);
      const distances = found.map((p) => distance(p, from));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    const fromAugsburg = await places('bahnhof', { latitude: '48.37054', longitude: '10.89779' });
    expect(fromAugsburg[0]?.name).toBe('Augsburg Hbf');
  });

  it('finds umlaut words however they are typed', async () => {
    for (const query of ['Fürstenfeldbruck', 'fuerstenfeldbruck', 'furstenfeldbruck']) {
      expect((await places(query)).map((p) => p.name)).toContain('Fürstenfeldbruck');
    }
  });

  it('answers search results with hot spots and events in their categories', async () => {
    const hotSpot = (await places('Fröttmaning')).find((p) => p.name === 'P+R Fröttmaning');
    expect(hotSpot).toMatchObject({ category: 'hotspot', iconType: 'hotspot' });
    const event = (await places('Sommerfest')).find((p) => p.name === 'FIZ Sommerfest');
    expect(event).toMatchObject({ category: 'bmw-event', iconType: 'event' });
  });
});

describe('building search', () => {
  it.each(['fiz12', 'FIZ 12', 'Fiz 12'])('recognises the building code in %j', async (query) => {
    const { places: found } = await buildings(query);
    expect(found[0]?.building).toBe('FIZ 12');
    for (const place of found)
      expect(place.building?.replace(' ', '').toLowerCase()).toMatch(/^fiz12/);
  });

  it.each([
    ['dgf 02.40', 'DGF 02.40'],
    ['DGF0240', 'DGF 02.40'],
    ['muc 4.2', 'MUC 4.2'],
    ['MUC42', 'MUC 4.2'],
  ])('recognises %j as %j', async (query, code) => {
    expect((await buildings(query)).places.map((p) => p.building)).toEqual([code]);
  });

  it('sorts by building name, naturally, and answers at most 50', async () => {
    const { places: found } = await buildings('fiz');
    expect(found).toHaveLength(50);
    const codes = found.map((p) => p.building ?? '');
    expect(codes.slice(0, 3)).toEqual(['FIZ 1', 'FIZ 2', 'FIZ 3']);
    expect(codes.indexOf('FIZ 9')).toBeLessThan(codes.indexOf('FIZ 10'));
    for (const place of found) expect(place.iconType).toBe('building');
  });

  it('matches words of the building kind in the asked language', async () => {
    const german = await buildings('fiz kantine', 'de');
    const english = await buildings('fiz canteen', 'en');
    expect(german.places.length).toBeGreaterThan(0);
    expect(english.places.map((p) => p.building)).toEqual(german.places.map((p) => p.building));
    expect(english.places.every((p) => p.name === 'Canteen')).toBe(true);
    expect(german.places.every((p) => p.name === 'Kantine')).toBe(true);
  });

  it('answers 403 to a user without bmwBuildings', async () => {
    expect((await buildings('fiz', 'de', demoToken)).status).toBe(403);
  });
});

describe('recent, predefined and debug places', () => {
  it('answers the caller’s recent places, newest first', async () => {
    const result = await call('GET', '/places/recent', { token: demoToken });
    const recent = PlaceSchema.array().parse(result.body);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.every((p) => p.iconType === 'recent')).toBe(true);
    expect(recent[0]?.name).toBe('Knorrstraße 12');
    const other = PlaceSchema.array().parse(
      (await call('GET', '/places/recent', { token: buildingsToken })).body,
    );
    expect(other.map((p) => p.id)).not.toEqual(recent.map((p) => p.id));
    expect(PERSONAS.demo.id).not.toBe(PERSONAS.buildings.id);
  });

  it('answers company sites, hot spots and events as predefined places, nearest first', async () => {
    const predefined = PlaceSchema.array().parse(
      (await call('GET', '/places/predefined', { token: demoToken })).body,
    );
    const categories = new Set(predefined.map((p) => p.iconType));
    expect(categories).toEqual(new Set(['building', 'hotspot', 'event']));
    const distances = predefined.map((p) => distance(p, DEFAULT));
    // Sorted by haversine on the server; the flat approximation agrees at this scale.
    expect(distances[0]).toBe(Math.min(...distances));
    expect(predefined.map((p) => p.name)).toContain('FIZ Forschungs- und Innovationszentrum');
  });

  it('answers debug locations', async () => {
    const debug = PlaceSchema.array().parse(
      (await call('GET', '/api/v1/config/debuglocations', { token: demoToken })).body,
    );
    expect(debug.length).toBeGreaterThanOrEqual(5);
    expect(debug[0]).toMatchObject({ latitude: 48.19353, longitude: 11.57087 });
  });
});
