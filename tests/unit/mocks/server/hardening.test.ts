// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { PERSONAS } from '@mocks/seed';
import { call, server, signIn, startServerForFile } from './hardening-calls';

/**
 * Issue 38: the standalone server is a QA team's shared backend. Nobody without the control token switches its
 * data or holds its requests; nothing a client gives up stays in memory; the session decides who posts; no
 * request line gets a 500; only its own host names, the contract's paths (in their case) and JSON bodies.
 */

startServerForFile();

describe('point 1: the control surface needs the control token', () => {
  it('refuses a switch without the token (401) and with a wrong one, the old "1" included (403); accepts it with the token', async () => {
    const demo = await signIn(PERSONAS.demo.email ?? '');
    const created = await call('POST', '/api/v1/bookings', {
      token: demo,
      body: oneTimePostingRequest({
        start: new Date(Date.now() + 3 * 86_400_000),
        email: PERSONAS.demo.email ?? '',
        description: 'kept across refused switches',
      }),
    });
    expect(created.status).toBe(201);
    const { bookingId } = created.body as { bookingId: string };
    const listed = async () =>
      JSON.stringify(
        (await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token: demo })).body,
      );

    const body = { liftLockouts: true };
    const none = await call('POST', '/__mock/scenario', { body });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'CONTROL_TOKEN_REQUIRED' });
    for (const wrong of ['1', `${server.controlToken}x`, server.controlToken.slice(1)]) {
      const refused = await call('POST', '/__mock/scenario', {
        body,
        headers: { 'x-wen-control': wrong },
      });
      expect(refused.status).toBe(403);
    }
    // Nothing was re-seeded: the booking is still there.
    expect(await listed()).toContain(bookingId);

    const accepted = await call('POST', '/__mock/scenario', {
      body,
      headers: { 'x-wen-control': server.controlToken },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ scenario: 'default', liftedLockouts: true });
    // A re-seed: the data is the seed's again.
    const again = await signIn(PERSONAS.demo.email ?? '');
    expect(
      JSON.stringify(
        (await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token: again })).body,
      ),
    ).not.toContain(bookingId);
  });

  it('a fault header (hold or break a request) and a garbage collection need the token; request-scoped scenarios stay open', async () => {
    expect((await call('GET', '/users/me', { headers: { 'x-wen-fault': 'hang' } })).status).toBe(
      401,
    );
    expect(
      (
        await call('GET', '/users/me', {
          headers: { 'x-wen-fault': '429', 'x-wen-control': 'nope' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('GET', '/users/me', {
          headers: { 'x-wen-fault': '429', 'x-wen-control': server.controlToken },
        })
      ).status,
    ).toBe(429);
    expect((await call('GET', '/__mock/state?gc')).status).toBe(401);
    expect(
      (await call('GET', '/__mock/state?gc', { headers: { 'x-wen-control': server.controlToken } }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/__mock/state')).status).toBe(200);
    expect((await call('GET', '/users/me?scenario=terms-pending')).status).toBe(401);
  });
});

describe('point 2: nothing a client aborts stays held', () => {
  it('a hung request ends when its client goes, and lets go of its body', async () => {
    const controller = new AbortController();
    const hung = fetch(`${server.url}/support`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wen-fault': 'hang',
        'x-wen-control': server.controlToken,
      },
      body: JSON.stringify({ padding: 'x'.repeat(1_000_000) }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBeGreaterThan(900_000);
    controller.abort();
    expect(await hung).toBe('aborted');
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBe(0);
  });

  it('bodies held at once are bounded: a request beyond the bound is answered 503 at once', async () => {
    const controller = new AbortController();
    const hung = fetch(`${server.url}/support`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wen-fault': 'hang',
        'x-wen-control': server.controlToken,
      },
      body: JSON.stringify({ padding: 'x'.repeat(1_000_000) }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBeGreaterThan(900_000);
    const second = await call('POST', '/support', {
      body: { padding: 'y'.repeat(1_000_000) },
    });
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('1');
    controller.abort();
    await hung;
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBe(0);
  });
});
