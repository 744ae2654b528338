// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@contract/plain-forms';
import { UserSchema } from '@contract/schemas';
import { db, PERSONAS, signInPersona } from '@mocks/node';
import { call, errorOf, useMockBackend } from '../support/mock-backend-harness';

useMockBackend();

describe('users', () => {
  it('answers the user of the token', async () => {
    for (const key of ['demo', 'noAccess', 'publicUser', 'buildings'] as const) {
      const { token } = await signInPersona(key);
      const user = UserSchema.parse((await call('GET', '/users/me', { token })).body);
      expect(user.id).toBe(PERSONAS[key].id);
      expect(user).not.toHaveProperty('passwordHash');
    }
  });

  it('shows each persona as documented', async () => {
    const meOf = async (key: keyof typeof PERSONAS) =>
      UserSchema.parse(
        (await call('GET', '/users/me', { token: (await signInPersona(key)).token })).body,
      );
    expect(await meOf('demo')).toMatchObject({
      acceptedTerms: true,
      commutePooling: { enabled: true },
      bmwBuildings: { enabled: false },
      type: 'BMWUser',
    });
    expect((await meOf('noAccess')).commutePooling.enabled).toBe(false);
    expect((await meOf('buildings')).bmwBuildings.enabled).toBe(true);
    expect(await meOf('publicUser')).toMatchObject({
      type: 'PublicUser',
      group: 'public',
      qNumber: null,
    });
    expect((await meOf('missingEmail')).email).toBeNull();
  });

  it('accepts the terms for the caller only', async () => {
    const { token } = await signInPersona('termsPending');
    const foreign = await call('POST', '/users/acceptTerms', {
      token,
      body: { userId: PERSONAS.demo.id },
    });
    expect(foreign.status).toBe(403);
    expect(UserSchema.parse((await call('GET', '/users/me', { token })).body).acceptedTerms).toBe(
      false,
    );
    const own = await call('POST', '/users/acceptTerms', {
      token,
      body: { userId: PERSONAS.termsPending.id },
    });
    expect(own.status).toBe(204);
    expect(own.body).toBeNull();
    expect(UserSchema.parse((await call('GET', '/users/me', { token })).body).acceptedTerms).toBe(
      true,
    );
  });

  it('sets the e-mail of a user who has none, refusing one in use', async () => {
    const { token } = await signInPersona('missingEmail');
    const taken = await call('POST', '/users/me/update-email', {
      token,
      body: { email: PERSONAS.demo.email },
    });
    expect(taken.status).toBe(409);
    const updated = await call('POST', '/users/me/update-email', {
      token,
      body: { email: 'mia.fischer@bmw.example' },
    });
    expect(updated.status).toBe(200);
    expect(UserSchema.parse(updated.body).email).toBe('mia.fischer@bmw.example');
    expect(UserSchema.parse((await call('GET', '/users/me', { token })).body).email).toBe(
      'mia.fischer@bmw.example',
    );
  });
});

describe('feedback and support', () => {
  const feedback = (userId: string) => ({
    userId,
    message: 'no answer',
    npsRating: 0,
    integrationId: 'commutePooling',
    appVersion: APP_VERSION,
  });
  const clientHeaders = { 'x-client-id': 'wen-webapp', 'x-client-secret': 'secret' };

  it('stores feedback of the caller', async () => {
    const { token } = await signInPersona('demo');
    const result = await call('POST', '/feedback/nps', {
      token,
      headers: clientHeaders,
      body: feedback(PERSONAS.demo.id),
    });
    expect(result.status).toBe(204);
    expect(db.feedback.all().at(-1)).toMatchObject({
      userId: PERSONAS.demo.id,
      npsRating: 0,
      message: 'no answer',
    });
  });

  it('refuses feedback in someone else’s name and without the client id', async () => {
    const { token } = await signInPersona('demo');
    const count = db.feedback.count();
    const foreign = await call('POST', '/feedback/nps', {
      token,
      headers: clientHeaders,
      body: feedback(PERSONAS.publicUser.id),
    });
    expect(foreign.status).toBe(403);
    const anonymous = await call('POST', '/feedback/nps', {
      token,
      body: feedback(PERSONAS.demo.id),
    });
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous)).toMatchObject({ code: 'CLIENT_CREDENTIALS' });
    expect(db.feedback.count()).toBe(count);
  });

  it('stores support messages of the caller only', async () => {
    const { token } = await signInPersona('publicUser');
    const message = {
      userId: PERSONAS.publicUser.id,
      message: 'I cannot find my posting.',
      integrationId: 'commutePooling',
      bundleId: 'Webapp',
      deviceId: 'Webapp',
      appVersion: APP_VERSION,
      attachment: null,
    };
    expect((await call('POST', '/support', { token, body: message })).status).toBe(204);
    expect(db.supportMessages.all().at(-1)).toMatchObject({
      userId: PERSONAS.publicUser.id,
      message: message.message,
    });
    const foreign = await call('POST', '/support', {
      token,
      body: { ...message, userId: PERSONAS.demo.id },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('enforce updates', () => {
  it.each([
    ['0.11.4', false],
    ['0.12.0', false],
    ['0.11.3', true],
    ['0.9', true],
    ['1', false],
  ])('version %s needs an update: %s', async (version, updateRequired) => {
    const result = await call('GET', '/api/v1/app-version/enforce-updates', {
      query: { version, platform: 'web' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ updateRequired, minimumVersion: APP_VERSION });
  });

  it('refuses a version that is no version', async () => {
    const result = await call('GET', '/api/v1/app-version/enforce-updates', {
      query: { version: 'latest', platform: 'web' },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).message).toMatch(/^No valid input: query.version/);
  });
});
