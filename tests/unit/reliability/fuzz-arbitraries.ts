import fc from 'fast-check';
import { expect } from 'vitest';
import {
  BookingSchema,
  IntegrationIdSchema,
  UserSchema,
  type Booking,
  type User,
} from '@contract/schemas';
import { PERSONAS, type PersonaKey } from '@mocks/node';
import { call, TEST_NOW } from '../support/mock-backend-harness';
import { freeText, type JsonValue } from './hostile-input';
import { brokenBodies, mutatedBodies, type BodyChoice } from './hostile-bodies';
import { type TokenChoice, fixtures, tokens } from './fuzz-harness';

/** Arbitraries the fuzzed endpoints share (fuzz-endpoints.ts): callers, bodies, e-mails, versions. */

const PRINTABLE_ASCII = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index));

/** Tokens no session has: garbage, huge, revoked, the wrong kind. */
export const badTokens = (): fc.Arbitrary<TokenChoice> =>
  fc.oneof(
    fc.constant<TokenChoice>({ kind: 'none' }),
    fc.constantFrom(' ', '\t', '  \t ').map<TokenChoice>((value) => ({ kind: 'blank', value })),
    fc
      .oneof(
        fc.string({ unit: fc.constantFrom(...PRINTABLE_ASCII), minLength: 1, maxLength: 80 }),
        fc.constantFrom(
          fixtures.revokedAccessToken,
          fixtures.spentRefreshToken,
          fixtures.refreshTokenAsAccess,
          fixtures.onboardingToken,
          fixtures.usedOnboardingToken,
          `${tokens.demo}x`,
          tokens.demo.toUpperCase(),
          'Bearer ' + tokens.demo,
          '|$&%@<>',
          'null',
          'undefined',
        ),
        fc
          .constantFrom('a', '|', '<>', 'wen_at_')
          .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length))),
      )
      .map<TokenChoice>((value) => ({ kind: 'bad', value })),
  );

/** Mostly a signed-in caller, sometimes a token that must fail. */
export const callerOr = (keys: readonly PersonaKey[]): fc.Arbitrary<TokenChoice> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...keys).map<TokenChoice>((key) => ({ kind: 'persona', key })),
    },
    { weight: 1, arbitrary: badTokens() },
  );

/** The body of a rejected request: mutations of a valid one, broken JSON, or rule-breaking variants. */
export function rejectedBodies(
  base: fc.Arbitrary<JsonValue>,
  ...semantic: Array<fc.Arbitrary<BodyChoice> | fc.WeightedArbitrary<BodyChoice>>
): fc.Arbitrary<BodyChoice> {
  return fc.oneof(
    { weight: 12, arbitrary: mutatedBodies(base, TEST_NOW) },
    { weight: 4, arbitrary: brokenBodies },
    ...semantic.map((entry) => ('weight' in entry ? entry : { weight: 4, arbitrary: entry })),
  );
}

/** A rare variant: for boundary cases that cost a megabyte each. */
export const rarely = (arbitrary: fc.Arbitrary<BodyChoice>): fc.WeightedArbitrary<BodyChoice> => ({
  weight: 1,
  arbitrary,
});

export const asJson = <T>(arbitrary: fc.Arbitrary<T>) =>
  arbitrary as unknown as fc.Arbitrary<JsonValue>;
export const json = (value: unknown): BodyChoice => ({ json: value as JsonValue });

const personaEmails = Object.values(PERSONAS)
  .map((persona) => persona.email)
  .filter((email): email is NonNullable<typeof email> => email !== null);
export const takenEmail = fc
  .constantFrom(...personaEmails)
  .chain((email) => fc.mixedCase(fc.constant(email)));
export const appVersion = fc.oneof(
  fc.constant('0.11.4'),
  fc.stringMatching(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/),
  freeText(20),
);
export const integrationId = fc.constantFrom(...IntegrationIdSchema.options);

let uniqueCounter = 0;
export const unique = () => {
  uniqueCounter += 1;
  return uniqueCounter;
};

export function lastOf<T>(records: readonly T[]): T {
  const record = records.at(-1);
  if (record === undefined) throw new Error('Nothing was stored');
  return record;
}

export async function me(token: string): Promise<User> {
  const result = await call('GET', '/users/me', { token });
  expect(result.status).toBe(200);
  return UserSchema.parse(result.body);
}

export async function bookingsOf(token: string, userId: string): Promise<Booking[]> {
  const result = await call('GET', `/api/v1/bookings/${encodeURIComponent(userId)}`, { token });
  expect(result.status).toBe(200);
  return BookingSchema.array().parse(result.body);
}
