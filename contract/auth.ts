import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicRoute } from './route-metadata';
import { UserGroupSchema, UserSchema } from './schemas';

const c = initContract();

export const PasswordLoginSchema = z.object({
  grant_type: z.literal('password'),
  email: z.email(),
  password: z.string().min(1).max(200),
});
export const AuthorizationCodeLoginSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(500),
  redirect_uri: z.url(),
});
export const RefreshTokenLoginSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(500),
});
export const LoginRequestSchema = z.discriminatedUnion('grant_type', [
  PasswordLoginSchema,
  AuthorizationCodeLoginSchema,
  RefreshTokenLoginSchema,
]);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** How long the confirmation link of an e-mail registration is valid (spec sections 2 and 9). */
export const CONFIRMATION_VALID_DAYS = 14;

export const LoginResponseSchema = z.object({
  user: UserSchema,
  /** Used as the access token. Absent for a user who is not registered yet: the client treats them as new. */
  idToken: z.string().min(1).optional(),
  /** Not shown in the spec: kept by the client to sign in again at start-up (step 3 of the sign-in order). */
  refreshToken: z.string().min(1).optional(),
  /** Not shown in the spec; only for a new user (no idToken): authorises POST /api/v1/register/onboard. */
  onboardingToken: z.string().min(1).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Company registration of a new (signed-on but unregistered) user. */
export const OnboardRequestSchema = z.object({
  email: z.email(),
  qNumber: z.string().trim().min(1).max(20),
  acceptedTerms: z.literal(true),
});
export type OnboardRequest = z.infer<typeof OnboardRequestSchema>;

/** E-mail registration (the four-step flow); bounds beyond 'mandatory' are ours (the spec shows none). */
export const RegistrationRequestSchema = z.object({
  email: z.email().max(200),
  password: z.string().min(8).max(200),
  givenName: z.string().trim().min(1).max(100),
  familyName: z.string().trim().min(1).max(100),
  department: z.string().trim().min(1).max(100),
  /** Company employee number, e.g. Q123456 or QX12345. */
  employeeNumber: z.string().trim().min(1).max(20),
  group: UserGroupSchema,
  acceptedTerms: z.literal(true),
  acceptedPrivacy: z.literal(true),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/api/v1/login',
    body: LoginRequestSchema,
    responses: { 200: LoginResponseSchema },
    metadata: publicRoute,
    summary: 'Log in by password, authorization code or refresh token',
  },
  logout: {
    method: 'POST',
    path: '/api/v1/logout',
    body: c.noBody(),
    // Not shown in the spec: any 2xx is success (contract/answer-readers.ts); the fake answers 204.
    responses: { 204: c.noBody() },
    summary: 'End the session of the token',
  },
  registrationLink: {
    method: 'GET',
    path: '/auth/registrationLink',
    query: z.object({ email: z.email().optional() }),
    // Named only in the spec: the fake answers the address of the external registration page; any 2xx is success.
    responses: { 200: z.object({ registrationLink: z.url() }), 204: c.noBody() },
    metadata: publicRoute,
    summary: 'Link to the external registration',
  },
  registerCreate: {
    method: 'POST',
    path: '/api/v1/register/create',
    body: RegistrationRequestSchema,
    // Named only in the spec: creates an unconfirmed account; any 2xx is success. The validity of the confirmation
    // link is the spec's 14 days unless the answer says otherwise.
    responses: {
      201: z.object({
        email: z.email(),
        confirmationValidDays: z.number().int().positive().default(CONFIRMATION_VALID_DAYS),
      }),
      204: c.noBody(),
    },
    metadata: publicRoute,
    summary: 'Register by e-mail and password',
  },
  registerOnboard: {
    method: 'POST',
    path: '/api/v1/register/onboard',
    body: OnboardRequestSchema,
    // Not shown in the spec: any 2xx is success; the fake answers the id of the registered user.
    responses: { 201: z.object({ userId: z.string().min(1) }), 204: c.noBody() },
    metadata: { auth: 'onboarding' },
    summary: 'Register a signed-on company user for the app',
  },
});
