// @vitest-environment node
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '@mocks/node';
import { useMockBackend } from '../support/mock-backend-harness';

/** The options later work builds on: a standalone base URL and the before-resolve hook. */
const seen: string[] = [];
const changing = new Map<string, boolean>();
const server = setupServer(
  ...createHandlers({
    baseUrl: 'https://wen-api.test.example/',
    around(info, handle) {
      changing.set(info.routeName, info.changesData);
      return handle();
    },
    async beforeResolve({ routeName, request }) {
      seen.push(routeName);
      if (request.headers.get('x-fault') === 'outage') {
        return HttpResponse.json({ message: 'Injected outage', code: 'FAULT' }, { status: 503 });
      }
      const delay = Number(request.headers.get('x-delay') ?? 0);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return undefined;
    },
  }),
);

useMockBackend(server);

const enforceUpdates = (headers: Record<string, string> = {}) =>
  fetch(
    'https://wen-api.test.example/api/v1/app-version/enforce-updates?version=0.11.4&platform=web',
    {
      headers,
    },
  );

describe('handler options', () => {
  it('serves the contract under an absolute base URL', async () => {
    const response = await enforceUpdates();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updateRequired: false, minimumVersion: '0.11.4' });
  });

  it('tells the hook which route is called, by its contract name', async () => {
    seen.length = 0;
    await enforceUpdates();
    expect(seen).toEqual(['app.enforceUpdates']);
  });

  it('lets the hook replace the answer', async () => {
    const response = await enforceUpdates({ 'x-fault': 'outage' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'FAULT' });
  });

  it('tells the data phase whether a request may change the data: not a GET, not the offers search', async () => {
    const post = (path: string) =>
      fetch(`https://wen-api.test.example${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    await enforceUpdates();
    await post('/api/v1/offers');
    await post('/api/v1/redis/cleanup-trip-cache');
    await post('/api/v1/bookings');
    expect(Object.fromEntries(changing)).toEqual({
      'app.enforceUpdates': false,
      'offers.search': false,
      'offers.cleanupTripCache': true,
      'bookings.create': true,
    });
  });

  it('lets the hook delay the answer', async () => {
    const started = performance.now();
    const response = await enforceUpdates({ 'x-delay': '60' });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });
});
