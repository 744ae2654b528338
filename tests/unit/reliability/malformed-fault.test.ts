import { afterEach, describe, expect, it } from 'vitest';
import { listRoutes } from '@contract/router';
import {
  afterHandlerFaultsHook,
  answerAfterHandler,
  answerFault,
  FAULT_NAMES,
  FAULTS_STORAGE_KEY,
  injectedFaultsHook,
  MALFORMED_BODY,
  parseFault,
  readFaults,
} from '@mocks/faults';

/**
 * The 'malformed' fault lets the handler do its work, then answers its success with a body no schema of the
 * contract accepts, so the client's response validation (src/lib/api-client.ts) meets an unreadable 2xx: the
 * backend did it (a 2xx says so), the client just cannot read the answer.
 */
const routes = listRoutes();

function routeNamed(name: string) {
  const entry = routes.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no route ${name}`);
  return entry.route;
}

type Schema = { safeParse(value: unknown): { success: boolean } };
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** The first 2xx a route declares with a body schema (201 for a create, 200 for a list). */
function successWithBody(route: (typeof routes)[number]['route']): [number, Schema] | null {
  for (const [status, schema] of Object.entries(route.responses as Record<string, unknown>)) {
    const code = Number(status);
    if (code >= 200 && code < 300 && isSchema(schema)) return [code, schema];
  }
  return null;
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

  it('turns each route’s success into a body its own success schema rejects, at the same status', async () => {
    const withBodies = routes.flatMap(({ name, route }) => {
      const success = successWithBody(route);
      return success ? [{ name, status: success[0], schema: success[1] }] : [];
    });
    expect(withBodies.length).toBeGreaterThan(10);
    for (const { name, status, schema } of withBodies) {
      expect(await answerFault({ kind: 'malformed' }, name), name).toBeUndefined();
      const response = answerAfterHandler(
        { kind: 'malformed' },
        Response.json({ handled: name }, { status }),
      );
      expect(response.status, name).toBe(status);
      const body: unknown = await response.json();
      expect(body).toEqual(MALFORMED_BODY);
      expect(schema.safeParse(body).success, name).toBe(false);
    }
  });

  it('a 204 becomes 200 to carry the body; an error answer of the handler stays as it is', async () => {
    const noContent = answerAfterHandler(
      { kind: 'malformed' },
      new Response(null, { status: 204 }),
    );
    expect(noContent.status).toBe(200);
    expect(await noContent.json()).toEqual(MALFORMED_BODY);

    const notFound = Response.json({ message: 'Not found' }, { status: 404 });
    expect(answerAfterHandler({ kind: 'malformed' }, notFound)).toBe(notFound);
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
    const info = { routeName: 'offers.search', route, request };
    // Not answered instead of the handler: the handler runs, then its answer is changed.
    expect(await injectedFaultsHook(info)).toBeUndefined();
    const handled = Response.json([], { status: 200 });
    const first = await afterHandlerFaultsHook(info, handled);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(MALFORMED_BODY);
    expect(readFaults()).toEqual([{ route: 'auth.login', kind: 'status', status: 500 }]);
    const next = Response.json([], { status: 200 });
    expect(await afterHandlerFaultsHook(info, next)).toBe(next);
  });
});
