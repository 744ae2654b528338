import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_VALID_DAYS, type RegistrationRequest } from '@contract/auth';
import type { LoginResponse } from '@contract/auth';
import { db, issueAuthorizationCode, NEW_COMPANY_PROFILE, PERSONAS } from '@mocks/node';
import {
  registerAccountMutation,
  registerSignedOnUserMutation,
  registrationKeys,
  updateEmailMutation,
} from '@/api/registration';
import { ApiStatusError } from '@/lib/api-errors';
import { resolveApiBaseUrl } from '@/lib/env';
import { queryClient, runMutation } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import { TEST_NOW } from '../support/mock-backend-harness';
import {
  calledRoutes,
  holdNextCall,
  overrideRoute,
  useAppTestBackend,
} from '../support/app-test-backend';
import { resetAppState } from '../support/render-app';

/**
 * The registration resource (src/api/registration.ts) against the node fake backend: the e-mail sign-up, the
 * company sign-on's registration for WEN and the missing e-mail address, each run as the screens run it (a
 * mutation through the cache), with the backend's answers and refusals as the screens see them.
 */

useAppTestBackend({ now: TEST_NOW, reseedEachTest: true });

beforeEach(() => {
  resetAppState();
  calledRoutes.length = 0;
});

const signUp = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  email: 'new.colleague@mail.example',
  password: 'a-long-password',
  givenName: 'Nora',
  familyName: 'Neu',
  department: 'Public',
  employeeNumber: 'P-77001',
  group: 'public',
  acceptedTerms: true,
  acceptedPrivacy: true,
  ...overrides,
});

/** The company sign-on's answer for the Q-number, as the app gets it on its return from the sign-on. */
async function signOn(qNumber: string): Promise<LoginResponse> {
  const code = await issueAuthorizationCode(qNumber);
  const response = await fetch(`${resolveApiBaseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${location.origin}/wen`,
    }),
  });
  return (await response.json()) as LoginResponse;
}

const userWithEmail = (email: string) => db.users.findFirst((q) => q.where({ email }));

describe('the e-mail sign-up (POST /api/v1/register/create)', () => {
  it('creates an unconfirmed account and resolves with what the backend says of it', async () => {
    await expect(runMutation(registerAccountMutation(), signUp())).resolves.toEqual({
      email: 'new.colleague@mail.example',
      confirmationValidDays: CONFIRMATION_VALID_DAYS,
    });
    expect(calledRoutes).toEqual(['auth.registerCreate']);
    expect(userWithEmail('new.colleague@mail.example')).toMatchObject({
      givenName: 'Nora',
      active: false,
    });
  });

  it('resolves null when the backend answers without a body (204)', async () => {
    overrideRoute('auth.registerCreate', () => new HttpResponse(null, { status: 204 }));
    await expect(runMutation(registerAccountMutation(), signUp())).resolves.toBeNull();
  });

  it("rejects with the backend's status and code for an address in use (409)", async () => {
    const failure = runMutation(registerAccountMutation(), signUp({ email: PERSONAS.demo.email }));
    await expect(failure).rejects.toBeInstanceOf(ApiStatusError);
    await expect(failure).rejects.toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
  });

  it('is busy under its mutation key while it runs', async () => {
    const release = holdNextCall('auth.registerCreate');
    const running = runMutation(registerAccountMutation(), signUp());
    expect(queryClient.isMutating({ mutationKey: registrationKeys.create })).toBe(1);
    release();
    await running;
    expect(queryClient.isMutating({ mutationKey: registrationKeys.create })).toBe(0);
  });
});

describe("the company sign-on's registration (POST /api/v1/register/onboard)", () => {
  it('registers the signed-on employee with the onboarding token', async () => {
    const { onboardingToken } = await signOn(NEW_COMPANY_PROFILE.qNumber);
    tokenStorage.setOnboardingToken(onboardingToken ?? null);
    calledRoutes.length = 0;

    await expect(
      runMutation(registerSignedOnUserMutation(), {
        email: NEW_COMPANY_PROFILE.email,
        qNumber: NEW_COMPANY_PROFILE.qNumber,
        acceptedTerms: true,
      }),
    ).resolves.toBeUndefined();
    expect(calledRoutes).toEqual(['auth.registerOnboard']);
    expect(
      db.users.findFirst((q) => q.where({ qNumber: NEW_COMPANY_PROFILE.qNumber })),
    ).toMatchObject({ email: NEW_COMPANY_PROFILE.email, acceptedTerms: true });
  });

  it('rejects with 401 when the onboarding token is not known', async () => {
    tokenStorage.setOnboardingToken('spent-token');
    await expect(
      runMutation(registerSignedOnUserMutation(), {
        email: NEW_COMPANY_PROFILE.email,
        qNumber: NEW_COMPANY_PROFILE.qNumber,
        acceptedTerms: true,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('the missing e-mail address (POST /users/me/update-email)', () => {
  beforeEach(async () => {
    const { idToken } = await signOn(PERSONAS.missingEmail.qNumber);
    tokenStorage.setAccessToken(idToken ?? null);
    calledRoutes.length = 0;
  });

  it("saves the address as the signed-in user's", async () => {
    await expect(
      runMutation(updateEmailMutation(), 'landshut@mail.example'),
    ).resolves.toBeUndefined();
    expect(calledRoutes).toEqual(['users.updateEmail']);
    expect(userWithEmail('landshut@mail.example')).toMatchObject({ id: PERSONAS.missingEmail.id });
  });

  it('rejects with 409 for an address another account uses', async () => {
    await expect(runMutation(updateEmailMutation(), PERSONAS.demo.email)).rejects.toMatchObject({
      status: 409,
    });
  });
});
