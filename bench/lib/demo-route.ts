import type { MobilityRequest } from '@contract/offers';
import { COMPANY_SITES, TOWNS } from '@mocks/seed-geography';

/**
 * The search both offer benches time: the demo route, Dachau → FIZ, for drivers, on the day of `now`. Its regulars
 * (mocks/seed-commute-corridor.ts) drive every day, so the fake's bounded search (mocks/lib/matching-bounds.ts)
 * finds matches on any date; a random posting's own route found nothing on the days it does not run.
 */
export function demoRouteRequest(now: Date): MobilityRequest {
  const dachau = TOWNS.find((town) => town.name === 'Dachau');
  if (!dachau) throw new Error('The seed has no Dachau.');
  const fiz = COMPANY_SITES.fiz;
  return {
    mobilityRequestId: crypto.randomUUID(),
    origin: { latitude: dachau.latitude, longitude: dachau.longitude, name: dachau.name },
    destination: { latitude: fiz.latitude, longitude: fiz.longitude, name: fiz.name },
    departureTime: now.toISOString(),
    integrations: { commutePooling: { postingType: 'OFFERING' } },
  };
}
