import { base, de, Faker } from '@faker-js/faker';
import type { Location } from '@contract/schemas';
import type { UserRecord } from './db/schemas';
import { movePoint } from './lib/geo';
import { hashPassword } from './lib/password-hash';
import { DEMO_PASSWORD } from './seed-constants';
import { COMPANY_SITES, type CompanySite, type SiteKey, type Town } from './seed-geography';
import { CAMPUS_BUILDINGS } from './seed-landmarks';

/** Who someone is beyond the record: where they live and where they work, for their postings. */
export interface Commuter {
  user: UserRecord;
  town: Town;
  home: Location;
  site: SiteKey;
  /** The e-mail shown on postings (the missing-e-mail persona once gave a private one). */
  contactEmail: string;
}

/**
 * The seed's draws: one faker seeded with the seed, and the helpers every part of the seed draws with. The parts
 * draw in a fixed order (users, postings, places, recent places), so one seed gives the same data every time.
 */
export function seedDraws(seed: number, now: Date) {
  const f = new Faker({ locale: [de, base] });
  f.seed(seed);
  const uuid = () => f.string.uuid();
  const pick = <T>(items: readonly T[]): T => f.helpers.arrayElement(items);
  const weighted = <T>(items: ReadonlyArray<{ weight: number; value: T }>): T =>
    f.helpers.weightedArrayElement(items as Array<{ weight: number; value: T }>);
  const chance = (probability: number) => f.datatype.boolean({ probability });
  const int = (min: number, max: number) => f.number.int({ min, max });
  const daysAgoIso = (min: number, max: number) =>
    new Date(now.getTime() - int(min, max) * 86_400_000).toISOString();
  const passwordHash = () => hashPassword(DEMO_PASSWORD, f.string.alphanumeric(12));

  const siteLocation = (key: SiteKey, withBuilding: boolean): Location => {
    const site: CompanySite = COMPANY_SITES[key];
    const campus = CAMPUS_BUILDINGS.find((c) => c.site === key);
    return {
      latitude: site.latitude,
      longitude: site.longitude,
      name: site.name,
      address: site.address,
      ...(withBuilding && campus ? { building: campus.code(int(0, campus.count - 1)) } : {}),
    };
  };
  const addressNear = (town: Town, minMetres: number, maxMetres: number): Location => {
    const point = movePoint(town, int(minMetres, maxMetres), int(0, 359));
    return {
      ...point,
      name: `${f.location.street()} ${int(1, 120)}`,
      address: `${town.postalCode} ${town.name}`,
    };
  };
  return {
    f,
    uuid,
    pick,
    weighted,
    chance,
    int,
    daysAgoIso,
    passwordHash,
    siteLocation,
    addressNear,
  };
}

export type SeedDraws = ReturnType<typeof seedDraws>;
