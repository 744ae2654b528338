// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followConfirmationLink, listSentMails } from '@mocks/db/mailbox-repository';
import { findUserByEmail } from '@mocks/db/users-repository';
import { confirmRegistration, db } from '@mocks/node';
import { readSignOnRequest } from '@mocks/pages/mock-sign-on-page';
import { buildSignOnUrl } from '@/lib/sign-on-url';
import { call, useMockBackend } from '../support/mock-backend-harness';

const ORIGIN = 'http://localhost:4173';

describe('the fake company sign-on page: the authorization request', () => {
  it('takes the URL the /login button builds', () => {
    const url = new URL(
      buildSignOnUrl({ endpoint: `${ORIGIN}/mock-sign-on`, clientId: 'wen-prod', origin: ORIGIN }),
    );
    const read = readSignOnRequest(url.search, ORIGIN);
    expect(read).toEqual({
      ok: true,
      request: { redirectUri: new URL(`${ORIGIN}/wen`), state: null },
    });
  });

  it('keeps the state item for the way back', () => {
    const read = readSignOnRequest(
      `?client_id=c&scope=openid&response_type=code&redirect_uri=${encodeURIComponent(`${ORIGIN}/wen`)}&state=xyz`,
      ORIGIN,
    );
    expect(read.ok && read.request.state).toBe('xyz');
  });

  it('names every missing item', () => {
    expect(readSignOnRequest('?client_id=c', ORIGIN)).toEqual({
      ok: false,
      problems: [
        'redirect_uri: fehlt / missing',
        'response_type: fehlt / missing',
        'scope: fehlt / missing',
      ],
    });
  });

  it('refuses another response type and a way back to another site', () => {
    const read = readSignOnRequest(
      `?client_id=c&scope=openid&response_type=token&redirect_uri=${encodeURIComponent('https://evil.example/wen')}`,
      ORIGIN,
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      "response_type: 'token' statt / instead of 'code'",
      `redirect_uri: https://evil.example/wen liegt nicht auf / is not on ${ORIGIN}`,
    ]);
  });
});

describe('the simulated mailbox', () => {
  useMockBackend();

  const registration = {
    email: 'mailbox.test@bmw.example',
    password: 'Sicher-123',
    givenName: 'Mara',
    familyName: 'Post',
    department: 'FG-1',
    employeeNumber: 'P-1',
    group: 'public',
    acceptedTerms: true,
    acceptedPrivacy: true,
  };

  it('holds the confirmation mail of a registration; its link activates the account once', async () => {
    expect((await call('POST', '/api/v1/register/create', { body: registration })).status).toBe(
      201,
    );
    const login = {
      grant_type: 'password',
      email: registration.email,
      password: registration.password,
    };
    expect((await call('POST', '/api/v1/login', { body: login })).status).toBe(403);

    const [mail] = (await listSentMails()).filter((each) => each.to === registration.email);
    expect(mail).toMatchObject({ kind: 'registration-confirmation', confirmedAt: null });
    expect(Date.parse(mail?.validUntil ?? '') - Date.parse(mail?.sentAt ?? '')).toBe(
      14 * 86_400_000,
    );

    const followed = await followConfirmationLink(mail?.id ?? '');
    expect(followed.confirmedAt).not.toBeNull();
    expect(findUserByEmail(registration.email)?.active).toBe(true);
    expect((await call('POST', '/api/v1/login', { body: login })).status).toBe(200);

    await expect(followConfirmationLink(mail?.id ?? '')).rejects.toThrow(/No registration waits/);
    await expect(confirmRegistration(registration.email)).rejects.toThrow();
    expect(db.sentMails.count()).toBeGreaterThan(0);
  });

  it('refuses an unknown mail', async () => {
    await expect(followConfirmationLink('no-such-mail')).rejects.toThrow(/No mail/);
  });
});
