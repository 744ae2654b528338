import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { User } from '@contract/schemas';
import { ApiStatusError } from '@/lib/api-errors';
import { currentUser } from '@/domain/session/current-user';
import { applyLoginAnswer } from '@/domain/session/session-actions';
import { startUpSignIn, type StartUpInput } from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { fetchCall, jsonResponse, resetAppState } from '../../support/render-app';
import { makeUser } from '../../support/builders';
import { fakeSessionBackend, useFakeSessionBackend } from '../../support/fake-session-backend';

const user = makeUser();

const fakeApi = fakeSessionBackend;

function inputFor(href: string): StartUpInput & { replaceUrl: Mock<(url: URL) => void> } {
  return {
    url: new URL(href),
    replaceUrl: vi.fn<(url: URL) => void>(),
    storage: tokenStorage,
  };
}

const refused = () => Promise.reject(new ApiStatusError(401, { message: 'refused' }));

useFakeSessionBackend();

beforeEach(() => {
  resetAppState();
});

describe('start-up sign-in order (spec section 4)', () => {
  it('1. stores an access token of the URL, removes it from the URL, and validates it', async () => {
    const api = fakeApi({ currentUser: () => Promise.resolve(user) });
    const input = inputFor('https://wen.example/my-wen?accessToken=handed-over&locale=en');

    await expect(startUpSignIn(input)).resolves.toBe('authenticated');

    expect(tokenStorage.getAccessToken()).toBe('handed-over');
    const replaced = input.replaceUrl.mock.calls[0]?.[0] as URL;
    expect(replaced.pathname).toBe('/my-wen');
    expect(replaced.searchParams.has('accessToken')).toBe(false);
    expect(replaced.searchParams.get('locale')).toBe('en');
    expect(api.currentUser).toHaveBeenCalledOnce();
    expect(session.status).toBe('authenticated');
  });

  it('2. validates a stored token with the current-user call and goes no further', async () => {
    tokenStorage.setAccessToken('stored');
    tokenStorage.setRefreshToken('refresh');
    const api = fakeApi({ currentUser: () => Promise.resolve(user) });

    await expect(startUpSignIn(inputFor('https://wen.example/wen?code=c1'))).resolves.toBe(
      'authenticated',
    );

    expect(api.currentUser).toHaveBeenCalledOnce();
    expect(api.login).not.toHaveBeenCalled();
    expect(currentUser()).toEqual(user);
    expect(session.isLoggedIn).toBe(true);
  });

  it('2. removes a stored token the current-user call refuses', async () => {
    tokenStorage.setAccessToken('expired');
    fakeApi({ currentUser: refused });

    await expect(startUpSignIn(inputFor('https://wen.example/'))).resolves.toBe('anonymous');

    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(session.status).toBe('anonymous');
  });

  it('2. keeps the stored token on a failure without an answer: only a refusal drops it (issue 16)', async () => {
    tokenStorage.setAccessToken('stored');
    fakeApi({ currentUser: () => Promise.reject(new TypeError('network down')) });

    await expect(startUpSignIn(inputFor('https://wen.example/'))).resolves.toBe('unavailable');

    expect(tokenStorage.getAccessToken()).toBe('stored');
  });

  it('3. otherwise logs in with the stored refresh token', async () => {
    tokenStorage.setAccessToken('expired');
    tokenStorage.setRefreshToken('refresh-1');
    const api = fakeApi({
      currentUser: refused,
      login: () => Promise.resolve({ user, idToken: 'id-2', refreshToken: 'refresh-2' }),
    });

    await expect(startUpSignIn(inputFor('https://wen.example/'))).resolves.toBe('authenticated');

    expect(api.login).toHaveBeenCalledExactlyOnceWith({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(tokenStorage.getAccessToken()).toBe('id-2');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
  });

  it('3. removes a refused refresh token and goes on to the authorization code', async () => {
    tokenStorage.setRefreshToken('refresh-old');
    const api = fakeApi({
      login: (request) =>
        request.grant_type === 'refresh_token'
          ? refused()
          : Promise.resolve({ user, idToken: 'id-3' }),
    });

    await expect(startUpSignIn(inputFor('https://wen.example/wen?code=c3'))).resolves.toBe(
      'authenticated',
    );

    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(api.login.mock.calls.map(([request]) => request.grant_type)).toEqual([
      'refresh_token',
      'authorization_code',
    ]);
  });

  it('4. otherwise logs in with the code of the URL, redirect_uri {origin}/wen, and removes the code', async () => {
    const api = fakeApi({ login: () => Promise.resolve({ user, idToken: 'id-4' }) });
    const input = inputFor('https://wen.example/wen?code=abc&locale=de');

    await expect(startUpSignIn(input)).resolves.toBe('authenticated');

    expect(api.login).toHaveBeenCalledExactlyOnceWith({
      grant_type: 'authorization_code',
      code: 'abc',
      redirect_uri: 'https://wen.example/wen',
    });
    const replaced = input.replaceUrl.mock.lastCall?.[0] as URL;
    expect(replaced.searchParams.has('code')).toBe(false);
    expect(replaced.searchParams.get('locale')).toBe('de');
    expect(tokenStorage.getAccessToken()).toBe('id-4');
  });

  it('4. a code answer without idToken makes the user new and keeps the onboarding token', async () => {
    fakeApi({
      login: () => Promise.resolve({ user, onboardingToken: 'onboard-1' }),
    });

    await expect(startUpSignIn(inputFor('https://wen.example/wen?code=abc'))).resolves.toBe('new');

    expect(session.status).toBe('new');
    expect(currentUser()).toEqual(user);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getOnboardingToken()).toBe('onboard-1');
  });

  it('4. a refused code leaves the user anonymous, removes the code and records the failure', async () => {
    fakeApi({
      login: () => Promise.reject(new ApiStatusError(403, { message: 'no' })),
    });
    const input = inputFor('https://wen.example/wen?code=used');

    await expect(startUpSignIn(input)).resolves.toBe('anonymous');

    expect((input.replaceUrl.mock.lastCall?.[0] as URL).search).toBe('');
    expect(session.signOnFailure).toEqual({ status: 403 });
  });

  it('5. otherwise the user is not authenticated, without any call', async () => {
    const api = fakeApi({});
    const input = inputFor('https://wen.example/login');

    await expect(startUpSignIn(input)).resolves.toBe('anonymous');

    expect(api.currentUser).not.toHaveBeenCalled();
    expect(api.login).not.toHaveBeenCalled();
    expect(input.replaceUrl).not.toHaveBeenCalled();
    expect(session.status).toBe('anonymous');
    expect(session.isLoggedIn).toBe(false);
  });

  it('keeps the status unknown until it settles, and runs beforeSettle just before', async () => {
    let answer: (value: User) => void = () => {};
    const api = fakeApi({ currentUser: () => new Promise<User>((resolve) => (answer = resolve)) });
    tokenStorage.setAccessToken('stored');
    const seen: string[] = [];

    const running = startUpSignIn({
      ...inputFor('https://wen.example/'),
      beforeSettle: (status) => seen.push(`${status} while ${session.status}`),
    });
    expect(session.status).toBe('unknown');
    await vi.waitFor(() => expect(api.currentUser).toHaveBeenCalledOnce());
    answer(user);
    await running;

    expect(seen).toEqual(['authenticated while unknown']);
    expect(session.status).toBe('authenticated');
  });

  it('shares one run between concurrent calls (a code is used once)', async () => {
    const api = fakeApi({ login: () => Promise.resolve({ user, idToken: 'id' }) });
    const input = inputFor('https://wen.example/wen?code=once');

    const [first, second] = await Promise.all([startUpSignIn(input), startUpSignIn(input)]);

    expect([first, second]).toEqual(['authenticated', 'authenticated']);
    expect(api.login).toHaveBeenCalledOnce();
  });

  it('by default reads the page URL and validates the stored token with GET /users/me and the idtoken header', async () => {
    window.history.replaceState(null, '', '/wen?accessToken=from-url');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, user));

    await expect(startUpSignIn()).resolves.toBe('authenticated');

    const call = fetchCall(fetchSpy);
    expect(call.method).toBe('GET');
    expect(call.url.pathname).toBe('/users/me');
    expect(call.headers.idtoken).toBe('from-url');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/wen');
  });
});

describe('applyLoginAnswer', () => {
  it('stores the idToken as the access token and the refresh token', () => {
    tokenStorage.setOnboardingToken('left-over');
    applyLoginAnswer({ user, idToken: 'id', refreshToken: 'refresh' });
    expect(localStorage.getItem('accessToken')).toBe('id');
    expect(tokenStorage.getRefreshToken()).toBe('refresh');
    expect(tokenStorage.getOnboardingToken()).toBeNull();
    expect(session.status).toBe('authenticated');
    expect(currentUser()?.group).toBe('corporate');
  });

  it('marks a user without idToken as new', () => {
    applyLoginAnswer({ user: makeUser({ group: 'public' }), onboardingToken: 'onboarding' });
    expect(session.status).toBe('new');
    expect(session.status).toBe('new');
    expect(currentUser()?.group).toBe('public');
    expect(tokenStorage.getOnboardingToken()).toBe('onboarding');
  });
});
