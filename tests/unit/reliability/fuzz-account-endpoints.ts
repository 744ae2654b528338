import fc from 'fast-check';
import { expect } from 'vitest';
import { LoginResponseSchema, type RegistrationRequest } from '@contract/auth';
import { UserSchema } from '@contract/schemas';
import { confirmRegistration, db, PERSONAS, signInWithCompanySignOn } from '@mocks/node';
import { call } from '../support/mock-backend-harness';
import { emailAddress, freeText, hostileText, hugeString } from './hostile-input';
import {
  type EndpointFuzz,
  SIGNED_IN,
  type TokenChoice,
  countInput,
  fixtures,
  tokens,
  userByEmail,
  userByQNumber,
} from './fuzz-harness';
import {
  asJson,
  badTokens,
  callerOr,
  json,
  me,
  rarely,
  rejectedBodies,
  takenEmail,
  unique,
} from './fuzz-arbitraries';

/** The fuzzed account endpoints (fuzz-endpoints.ts): registration, onboarding, terms, e-mail change. */

const validRegistration = (corporate: boolean): fc.Arbitrary<RegistrationRequest> =>
  fc
    .record({
      local: fc.stringMatching(/^[a-z][a-z0-9_'+-]{0,10}$/),
      domain: fc.constantFrom('mail.example', 'bmw.example', 'fuzz.example'),
      password: fc.string({ minLength: 8, maxLength: 200 }),
      givenName: freeText(100),
      familyName: freeText(100),
      department: freeText(100),
      padding: fc.constantFrom('', ' ', '\t', '  '),
    })
    .map((draft) => {
      const n = unique();
      return {
        email: `${draft.local}.${n}@${draft.domain}`,
        password: draft.password,
        // Free text is trimmed by the contract: padding must not matter.
        givenName: `${draft.padding}${draft.givenName}`,
        familyName: draft.familyName,
        department: `${draft.department}${draft.padding}`,
        employeeNumber: corporate ? `${draft.padding}qr${n}` : `p${n}`,
        group: corporate ? ('corporate' as const) : ('public' as const),
        acceptedTerms: true as const,
        acceptedPrivacy: true as const,
      };
    });

export const registerCreate: EndpointFuzz = {
  title: 'registerCreate',
  routeName: 'auth.registerCreate',
  rejected: () =>
    fc.record({
      token: fc.oneof(fc.constant<TokenChoice>({ kind: 'none' }), badTokens()),
      body: rejectedBodies(
        asJson(fc.boolean().chain(validRegistration)),
        // Well-formed, but the address or the employee number is taken.
        fc
          .tuple(fc.boolean().chain(validRegistration), takenEmail)
          .map(([request, email]) => json({ ...request, email })),
        fc
          .tuple(validRegistration(true), fc.constantFrom('Q123456', 'q234567', ' QX12345 '))
          .map(([request, employeeNumber]) => json({ ...request, employeeNumber })),
      ),
    }),
  business: ({ body }) => {
    const request = body as RegistrationRequest;
    if (userByEmail(request.email)) return { status: 409, code: 'EMAIL_IN_USE' };
    if (request.group === 'corporate' && userByQNumber(request.employeeNumber.toUpperCase())) {
      return { status: 409, code: 'EMPLOYEE_NUMBER_IN_USE' };
    }
    return { status: 201 };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(fc.boolean().chain(validRegistration), async (request) => {
      const result = await call('POST', '/api/v1/register/create', { body: request });
      countInput('registerCreate', result.status);
      expect(result.status).toBe(201);
      expect(result.body).toEqual({ email: request.email, confirmationValidDays: 14 });
      // Read back: confirm as the mail's link does, then sign in.
      await confirmRegistration(request.email);
      const login = await call('POST', '/api/v1/login', {
        body: { grant_type: 'password', email: request.email, password: request.password },
      });
      expect(login.status).toBe(200);
      const user = LoginResponseSchema.parse(login.body).user;
      const corporate = request.group === 'corporate';
      const employeeNumber = request.employeeNumber.trim().toUpperCase();
      expect(user).toMatchObject({
        email: request.email,
        givenName: request.givenName.trim(),
        familyName: request.familyName.trim(),
        department: request.department.trim(),
        group: request.group,
        type: corporate ? 'BMWUser' : 'PublicUser',
        qNumber: corporate ? employeeNumber : null,
        accountNumber: corporate ? null : employeeNumber,
        acceptedTerms: true,
        active: true,
      });
    }),
};

export const registerOnboard: EndpointFuzz = {
  title: 'registerOnboard',
  routeName: 'auth.registerOnboard',
  rejected: () =>
    fc.record({
      token: fc.oneof(
        { weight: 6, arbitrary: fc.constant<TokenChoice>({ kind: 'onboarding' }) },
        {
          weight: 1,
          // The one onboarding token that is valid here is the 'onboarding' choice.
          arbitrary: badTokens().filter(
            (token) => !('value' in token) || token.value !== fixtures.onboardingToken,
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...SIGNED_IN)
            .map<TokenChoice>((key) => ({ kind: 'persona', key })),
        },
      ),
      body: rejectedBodies(
        asJson(
          fc.record({
            email: fc.oneof(emailAddress(['bmw.example']), takenEmail),
            qNumber: fc.oneof(
              fc.mixedCase(fc.constant('Q999002')),
              fc.constantFrom('Q123456', 'Q999001', 'Q999003'),
            ),
            acceptedTerms: fc.constant(true),
          }),
        ),
      ),
    }),
  business: ({ body }) => {
    const request = body as { email: string; qNumber: string };
    if (request.qNumber.toLowerCase() !== 'q999002') return { status: 403, code: 'FORBIDDEN' };
    if (userByQNumber('Q999002')) return { status: 409, code: 'ALREADY_REGISTERED' };
    if (userByEmail(request.email)) return { status: 409, code: 'EMAIL_IN_USE' };
    return { status: 201 };
  },
  validRuns: 40,
  valid: () =>
    fc.asyncProperty(
      fc.record({
        givenName: freeText(100),
        familyName: freeText(100),
        email: emailAddress(['bmw.example']),
        padding: fc.constantFrom('', ' ', '\t'),
        lowerCase: fc.boolean(),
      }),
      async ({ givenName, familyName, email: address, padding, lowerCase }) => {
        // A new employee of the company directory for every run (the seed has only three).
        const n = unique();
        const qNumber = `QF${String(n).padStart(5, '0')}`;
        await db.companyProfiles.create({
          qNumber,
          givenName,
          familyName,
          department: null,
          email: null,
          accountNumber: null,
        });
        const email = address.replace('@', `.${n}@`);
        const signOn = await signInWithCompanySignOn(qNumber);
        const sentQNumber = `${padding}${lowerCase ? qNumber.toLowerCase() : qNumber}${padding}`;
        const result = await call('POST', '/api/v1/register/onboard', {
          token: signOn.onboardingToken,
          body: { email, qNumber: sentQNumber, acceptedTerms: true },
        });
        countInput('registerOnboard', result.status);
        expect(result.status).toBe(201);
        const { userId } = result.body as { userId: string };
        const signedIn = await signInWithCompanySignOn(qNumber);
        expect(await me(signedIn.idToken ?? '')).toMatchObject({
          id: userId,
          email,
          qNumber,
          givenName,
          familyName,
          acceptedTerms: true,
          active: true,
          group: 'corporate',
        });
      },
    ),
};

export const acceptTerms: EndpointFuzz = {
  title: 'acceptTerms',
  routeName: 'users.acceptTerms',
  rejected: () =>
    fc.record({
      token: callerOr(['termsPending', 'demo']),
      body: rejectedBodies(
        asJson(
          fc.record({
            userId: fc.oneof(
              fc.constantFrom(...Object.values(PERSONAS).map((persona) => persona.id)),
              fc.constantFrom(' user-demo', 'USER-DEMO', 'user-demo\u200B', 'user-terms-pending '),
              hostileText(),
            ),
          }),
        ),
        rarely(hugeString.map((userId) => json({ userId }))),
      ),
    }),
  business: ({ body, caller }) =>
    (body as { userId: string }).userId === caller?.id
      ? { status: 204 }
      : { status: 403, code: 'FORBIDDEN' },
  validRuns: 40,
  valid: () =>
    fc.asyncProperty(fc.constantFrom(...SIGNED_IN), async (key) => {
      const { id } = PERSONAS[key];
      await db.users.update((q) => q.where({ id }), {
        data: (draft) => {
          draft.acceptedTerms = false;
        },
      });
      const result = await call('POST', '/users/acceptTerms', {
        token: tokens[key],
        body: { userId: id },
      });
      countInput('acceptTerms', result.status);
      expect(result.status).toBe(204);
      expect((await me(tokens[key])).acceptedTerms).toBe(true);
    }),
};

export const updateEmail: EndpointFuzz = {
  title: 'updateEmail',
  routeName: 'users.updateEmail',
  rejected: () =>
    fc.record({
      token: callerOr(['demo', 'missingEmail']),
      body: rejectedBodies(
        asJson(fc.record({ email: fc.oneof(takenEmail, emailAddress()) })),
        takenEmail.map((email) => json({ email })),
      ),
    }),
  business: ({ body, caller }) => {
    const holder = userByEmail((body as { email: string }).email);
    return holder && holder.id !== caller?.id
      ? { status: 409, code: 'EMAIL_IN_USE' }
      : { status: 200 };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(emailAddress(['bmw.example', 'mail.example']), async (address) => {
      const email = address.replace('@', `.${unique()}@`);
      const result = await call('POST', '/users/me/update-email', {
        token: tokens.missingEmail,
        body: { email },
      });
      countInput('updateEmail', result.status);
      expect(result.status).toBe(200);
      expect(UserSchema.parse(result.body).email).toBe(email);
      expect((await me(tokens.missingEmail)).email).toBe(email);
    }),
};
