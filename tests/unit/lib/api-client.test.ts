import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAuth, TOKEN_HEADER } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import { apiClient, apiFetcher, NoAccessTokenError, onUnauthorized } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';
import { emptyResponse, fetchCall, jsonResponse } from '../support/render-app';
import { makeUser } from '../support/builders';

const user = makeUser();

function stubFetch(response: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response()));
}

beforeEach(() => {
  tokenStorage.clear();
});

describe('token rules of the API client (spec section 7)', () => {
  it('sends the stored access token in the idtoken header', async () => {
    tokenStorage.setAccessToken('token-abc');
    const fetchSpy = stubFetch(() => jsonResponse(200, user));

    const answer = await apiClient.users.me();

    expect(answer).toMatchObject({ status: 200, body: user });
    expect(fetchCall(fetchSpy).headers[TOKEN_HEADER]).toBe('token-abc');
  });

  it('rejects a protected call without token with NoAccessTokenError and makes no request', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, user));

    await expect(apiClient.users.me()).rejects.toBeInstanceOf(NoAccessTokenError);
    await expect(apiClient.users.me()).rejects.toThrow('No access token configured.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('exempts exactly login, enforce-updates, registrationLink and register create', () => {
    const exempt = listRoutes()
      .filter(({ route }) => routeAuth(route) === 'none')
      .map(({ name }) => name)
      .sort();
    expect(exempt).toEqual(
      ['app.enforceUpdates', 'auth.login', 'auth.registerCreate', 'auth.registrationLink'].sort(),
    );
  });

  const tokenRoutes = listRoutes().filter(({ route }) => routeAuth(route) !== 'none');
  it.each(tokenRoutes)('$name fails locally without a token', async ({ route }) => {
    const fetchSpy = stubFetch(() => emptyResponse());
    await expect(
      apiFetcher({
        route,
        path: `https://api.example${route.path}`,
        method: route.method,
        headers: {},
        body: undefined,
        rawBody: undefined,
        rawQuery: undefined,
        contentType: undefined,
        fetchOptions: {},
        validateResponse: true,
      }),
    ).rejects.toBeInstanceOf(NoAccessTokenError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the four exempt calls without a token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/v1/login')
        return Promise.resolve(jsonResponse(200, { user, idToken: 'id' }));
      if (path === '/api/v1/app-version/enforce-updates') {
        return Promise.resolve(
          jsonResponse(200, { updateRequired: false, minimumVersion: '0.11.4' }),
        );
      }
      if (path === '/auth/registrationLink') {
        return Promise.resolve(
          jsonResponse(200, { registrationLink: 'https://register.example/' }),
        );
      }
      return Promise.resolve(jsonResponse(201, { email: 'a@b.de', confirmationValidDays: 14 }));
    });

    const answers = await Promise.all([
      apiClient.auth.login({ body: { grant_type: 'password', email: 'a@b.de', password: 'x' } }),
      apiClient.app.enforceUpdates({ query: { version: '0.11.4', platform: 'web' } }),
      apiClient.auth.registrationLink({ query: {} }),
      apiClient.auth.registerCreate({
        body: {
          email: 'a@b.de',
          password: 'long-enough',
          givenName: 'A',
          familyName: 'B',
          department: 'C',
          employeeNumber: 'Q123456',
          group: 'public',
          acceptedTerms: true,
          acceptedPrivacy: true,
        },
      }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 201]);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    for (const index of [0, 1, 2, 3]) {
      expect(fetchCall(fetchSpy, index).headers).not.toHaveProperty(TOKEN_HEADER);
    }
  });

  it('authorises onboarding with the onboarding token', async () => {
    tokenStorage.setOnboardingToken('onboarding-1');
    const fetchSpy = stubFetch(() => jsonResponse(201, { userId: 'u' }));

    await apiClient.auth.registerOnboard({
      body: { email: 'a@b.de', qNumber: 'Q123456', acceptedTerms: true },
    });

    expect(fetchCall(fetchSpy).headers[TOKEN_HEADER]).toBe('onboarding-1');
  });

  it('lets a caller pass the token explicitly (logout after clearing storage)', async () => {
    const fetchSpy = stubFetch(() => emptyResponse(204));

    await apiClient.auth.logout({ extraHeaders: { [TOKEN_HEADER]: 'just-cleared' } });

    expect(fetchCall(fetchSpy).headers[TOKEN_HEADER]).toBe('just-cleared');
  });

  it('tells the unauthorized listeners about a 401 of a token call', async () => {
    tokenStorage.setAccessToken('revoked');
    stubFetch(() => jsonResponse(401, { message: 'Token expired' }));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const answer = await apiClient.users.me();

    expect(answer.status).toBe(401);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('does not treat a 401 of the login as an expired session', async () => {
    stubFetch(() => jsonResponse(401, { message: "Credentials don't match" }));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    await apiClient.auth.login({
      body: { grant_type: 'password', email: 'a@b.de', password: 'x' },
    });

    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('rejects a malformed response body (validateResponse)', async () => {
    tokenStorage.setAccessToken('token');
    stubFetch(() => jsonResponse(200, { ...user, email: 'not an e-mail', acceptedTerms: 'yes' }));

    await expect(apiClient.users.me()).rejects.toThrow();
  });

  it('keeps an error answer with any body an error answer of its status (the body is not read strictly)', async () => {
    tokenStorage.setAccessToken('token');
    stubFetch(() => jsonResponse(500, { unexpected: true }));

    await expect(apiClient.users.me()).resolves.toMatchObject({
      status: 500,
      body: { unexpected: true },
    });
  });
});
