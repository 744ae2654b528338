import { afterEach, describe, expect, it } from 'vitest';
import { listRoutes } from '@contract/router';
import {
  answerFault,
  FAULT_NAMES,
  FAULTS_STORAGE_KEY,
  injectedFaultsHook,
  MALFORMED_BODY,
  parseFault,
  readFaults,
  successStatus,
} from '@mocks/faults';

/**
 * The 'malformed' fault answers the route's success status with a body no schema of the contract accepts,
 * so the client's response validation (validateResponse in src/lib/api-client.ts) rejects it.
 */
const routes = listRoutes();

function routeNamed(name: string) {
  const entry = routes.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no route ${name}`);
  return entry.route;
}

afterEach(() => sessionStorage.clear());

describe('malformed fault', () => {
  it('is a known text form next to the older ones, which still parse', () => {
    expect(FAULT_NAMES).toEqual(
      expect.arrayContaining(['500', 'network-error', 'hang', 'malformed']),
    );
    expect(parseFault('malformed')).toEqual({ kind: 'malformed' });
    expect(parseFault(' Hang ')).toEqual({ kind: 'hang' });
    expect(parseFault('500')).toEqual({ kind: 'status', status: 500 });
    expect(parseFault('nonsense')).toBeNull();
  });

  it('answers each route with a body its own success schema rejects', async () => {
    const withBodies = routes.filter(({ route }) => {
      const schema = (route.responses as Record<number, unknown>)[successStatus(route)];
      return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
    });
    expect(withBodies.length).toBeGreaterThan(10);
    for (const { name, route } of withBodies) {
      const response = await answerFault({ kind: 'malformed' }, name, route);
      expect(response?.status, name).toBe(successStatus(route));
      const body: unknown = await response?.json();
      expect(body).toEqual(MALFORMED_BODY);
      const schema = (
        route.responses as Record<number, { safeParse(v: unknown): { success: boolean } }>
      )[successStatus(route)];
      expect(schema?.safeParse(body).success, name).toBe(false);
    }
  });

  it('uses the declared success status (201 for a create, 200 for a list)', () => {
    expect(successStatus(routeNamed('bookings.create'))).toBe(201);
    expect(successStatus(routeNamed('bookings.listForUser'))).toBe(200);
    expect(successStatus(undefined)).toBe(200);
  });

  it('is read from the stored faults like the other kinds, and a once fault is used up', async () => {
    sessionStorage.setItem(
      FAULTS_STORAGE_KEY,
      JSON.stringify([
        { route: 'offers.search', kind: 'malformed', once: true },
        { route: 'auth.login', kind: 'status', status: 500 },
      ]),
    );
    const route = routeNamed('offers.search');
    const request = new Request('http://localhost/api/v1/offers', { method: 'POST' });
    const first = await injectedFaultsHook({ routeName: 'offers.search', route, request });
    expect(first?.status).toBe(200);
    expect(await first?.json()).toEqual(MALFORMED_BODY);
    expect(readFaults()).toEqual([{ route: 'auth.login', kind: 'status', status: 500 }]);
    expect(
      await injectedFaultsHook({ routeName: 'offers.search', route, request }),
    ).toBeUndefined();
  });
});
