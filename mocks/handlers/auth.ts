import { contract } from '@contract/router';
import type { User } from '@contract/schemas';
import { getNow } from '../clock';
import {
  clearLoginFailures,
  CONFIRMATION_VALID_DAYS,
  createOnboardingSession,
  createSession,
  lockedUntil,
  markOnboardingSessionUsed,
  recordLoginFailure,
  redeemAuthorizationCode,
  findRefreshableSession,
  revokeSession,
  rotateSession,
} from '../db/auth-repository';
import { db } from '../db/database';
import { recordRegistrationConfirmationMail } from '../db/mailbox-repository';
import type { CompanyProfileRecord, UserRecord } from '../db/schemas';
import {
  findCompanyProfile,
  findUserByEmail,
  findUserById,
  findUserByQNumber,
  purgeExpiredRegistrations,
  toUser,
} from '../db/users-repository';
import { hashPassword, verifyPassword } from '../lib/password-hash';
import { randomToken, randomUuid } from '../lib/random-token';
import {
  defineHandler,
  defineOnboardingHandler,
  definePublicHandler,
  fail,
  type RouteHandlerDefinition,
} from './define-handler';

/** Where the app's own e-mail registration starts (reachable without login, spec section 2). */
const REGISTRATION_PATH = '/register-first-step';

const credentialsMismatch = () =>
  fail(
    401,
    "Credentials don't match: check e-mail and password, or sign up first.",
    'INVALID_CREDENTIALS',
  );
const inactiveAccount = () =>
  fail(
    403,
    'Inactive Account: confirm your e-mail address with the link of the sign-up mail, else contact support.',
    'INACTIVE',
  );

async function signedIn(user: UserRecord) {
  const session = await createSession(user.id);
  return {
    status: 200 as const,
    body: { user: toUser(user), idToken: session.accessToken, refreshToken: session.refreshToken },
  };
}

/** What the company server knows of a signed-on employee who is not a WEN user yet. */
function prospectiveUser(profile: CompanyProfileRecord): User {
  return {
    id: `company-${profile.qNumber}`,
    type: 'BMWUser',
    email: profile.email,
    givenName: profile.givenName,
    familyName: profile.familyName,
    department: profile.department,
    accountNumber: profile.accountNumber,
    qNumber: profile.qNumber,
    active: true,
    acceptedTerms: false,
    group: 'corporate',
    commutePooling: { enabled: false },
    bmwBuildings: { enabled: false },
  };
}

const login = definePublicHandler(
  contract.auth.login,
  async ({ body }) => {
    switch (body.grant_type) {
      case 'password': {
        const until = lockedUntil(body.email);
        if (until) {
          return fail(
            429,
            `Too many login attempts: the account is temporarily locked until ${until.toISOString()}.`,
            'LOCKED',
          );
        }
        const user = findUserByEmail(body.email);
        if (!user?.passwordHash || !verifyPassword(body.password, user.passwordHash)) {
          await recordLoginFailure(body.email);
          return credentialsMismatch();
        }
        if (!user.active) return inactiveAccount();
        clearLoginFailures(body.email);
        return signedIn(user);
      }
      case 'authorization_code': {
        const qNumber = await redeemAuthorizationCode(body.code);
        if (!qNumber) {
          return fail(401, 'The authorization code is invalid, used or expired.', 'INVALID_CODE');
        }
        const user = findUserByQNumber(qNumber);
        if (user) return user.active ? signedIn(user) : inactiveAccount();
        const profile = findCompanyProfile(qNumber);
        if (!profile)
          return fail(401, 'The company directory does not know you.', 'UNKNOWN_EMPLOYEE');
        // Signed on but not registered: no access token; the onboarding token authorises registration.
        return {
          status: 200,
          body: {
            user: prospectiveUser(profile),
            onboardingToken: await createOnboardingSession(qNumber),
          },
        };
      }
      case 'refresh_token': {
        const current = findRefreshableSession(body.refresh_token);
        if (!current) {
          return fail(
            401,
            'The refresh token is invalid, used or expired.',
            'INVALID_REFRESH_TOKEN',
          );
        }
        const user = findUserById(current.userId);
        if (!user) return fail(401, 'The account no longer exists.', 'INVALID_REFRESH_TOKEN');
        if (!user.active) return inactiveAccount();
        // Only an accepted refresh rotates: a refused one leaves the session as it was.
        const session = await rotateSession(current);
        return {
          status: 200,
          body: {
            user: toUser(user),
            idToken: session.accessToken,
            refreshToken: session.refreshToken,
          },
        };
      }
    }
  },
  { readsAccountsOnly: true },
);

const logout = defineHandler(contract.auth.logout, async ({ caller }) => {
  await revokeSession(caller.session);
  return { status: 204, body: undefined };
});

const registrationLink = definePublicHandler(
  contract.auth.registrationLink,
  ({ query, request }) => {
    const link = new URL(REGISTRATION_PATH, new URL(request.url).origin);
    if (query.email) link.searchParams.set('email', query.email);
    return { status: 200, body: { registrationLink: link.toString() } };
  },
);

const registerCreate = definePublicHandler(contract.auth.registerCreate, async ({ body }) => {
  if (findUserByEmail(body.email)) {
    return fail(
      409,
      'Sign-up failed: the e-mail address is already in use. Log in or reset the password.',
      'EMAIL_IN_USE',
    );
  }
  const corporate = body.group === 'corporate';
  const employeeNumber = body.employeeNumber.toUpperCase();
  if (corporate && findUserByQNumber(employeeNumber)) {
    return fail(
      409,
      'Sign-up failed: the employee number is already registered.',
      'EMPLOYEE_NUMBER_IN_USE',
    );
  }
  // A number of the company directory belongs to that employee: only their company sign-on may register it,
  // else anyone could claim a colleague's number (and with it their sign-on) by e-mail.
  if (corporate && findCompanyProfile(employeeNumber)) {
    return fail(
      409,
      'Sign-up failed: this employee number belongs to the company directory. Register with the company sign-on (Q-number button).',
      'EMPLOYEE_NUMBER_IN_USE',
    );
  }
  purgeExpiredRegistrations();
  const now = getNow();
  const confirmationDeadline = new Date(
    now.getTime() + CONFIRMATION_VALID_DAYS * 86_400_000,
  ).toISOString();
  await db.users.create({
    id: randomUuid(),
    type: corporate ? 'BMWUser' : 'PublicUser',
    email: body.email,
    givenName: body.givenName,
    familyName: body.familyName,
    department: body.department,
    accountNumber: corporate ? null : employeeNumber,
    qNumber: corporate ? employeeNumber : null,
    // Unconfirmed until the link of the confirmation mail is followed (confirmRegistration).
    active: false,
    acceptedTerms: body.acceptedTerms,
    group: body.group,
    commutePooling: { enabled: true },
    bmwBuildings: { enabled: false },
    passwordHash: hashPassword(body.password, randomToken('salt', 8)),
    createdAt: now.toISOString(),
    confirmationDeadline,
  });
  // The simulated mailbox (/mock-mailbox) shows it with its confirmation link.
  await recordRegistrationConfirmationMail(body.email, confirmationDeadline);
  return {
    status: 201,
    body: { email: body.email, confirmationValidDays: CONFIRMATION_VALID_DAYS },
  };
});

const registerOnboard = defineOnboardingHandler(
  contract.auth.registerOnboard,
  async ({ body, caller }) => {
    const { onboarding } = caller;
    if (onboarding.qNumber.toLowerCase() !== body.qNumber.toLowerCase()) {
      return fail(403, 'The onboarding token belongs to another employee.', 'FORBIDDEN');
    }
    if (findUserByQNumber(onboarding.qNumber)) {
      return fail(409, 'This employee is already registered.', 'ALREADY_REGISTERED');
    }
    if (findUserByEmail(body.email)) {
      return fail(409, 'The e-mail address is already in use.', 'EMAIL_IN_USE');
    }
    const profile = findCompanyProfile(onboarding.qNumber);
    if (!profile) return fail(404, 'The company directory does not know you.', 'NOT_FOUND');
    const user = await db.users.create({
      // The directory's employee, now a WEN user with car-pooling access.
      ...prospectiveUser(profile),
      id: randomUuid(),
      email: body.email,
      acceptedTerms: body.acceptedTerms,
      commutePooling: { enabled: true },
      passwordHash: null,
      createdAt: getNow().toISOString(),
      confirmationDeadline: null,
    });
    await markOnboardingSessionUsed(onboarding.token);
    return { status: 201, body: { userId: user.id } };
  },
);

export const authHandlers: RouteHandlerDefinition[] = [
  login,
  logout,
  registrationLink,
  registerCreate,
  registerOnboard,
];
