import type { Location, PostingType, User } from '@contract/schemas';

/**
 * Hand-written readers of what the signed-in dashboard finds in web storage when it starts (the search, My commute,
 * the remembered route, the kept user), so its first render does not wait for zod and the contract's schemas
 * (issue 21; docs/decisions/012-typed-client-loads-with-the-first-call.md). Each reader accepts exactly what the
 * contract's schema accepts and answers what it would answer (strings trimmed, unknown keys left out), or null:
 * tests/unit/lib/stored-readers.test.ts runs both on the same valid, old and corrupt values. They never throw.
 *
 * Stored values come from JSON.parse: numbers are finite, there is no undefined.
 */

/** A reader of one stored value: the value as the app uses it, or null when it is not accepted. */
export type Reader<T> = (value: unknown) => T | null;

/** An object that is not an array (zod's object check). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isString);
}

export const isPostingType = (value: unknown): value is PostingType =>
  value === 'OFFERING' || value === 'REQUEST';

/** The contract's free text (`shortText(max)`): trimmed, at most `max` characters after trimming; else undefined. */
function shortText(value: unknown, max: number, min = 0): string | undefined {
  if (!isString(value)) return undefined;
  const trimmed = value.trim();
  return trimmed.length <= max && trimmed.length >= min ? trimmed : undefined;
}

/** `shortText(max).nullable()`: null stays null; else as shortText. */
const nullableShortText = (value: unknown, max: number): string | null | undefined =>
  value === null ? null : shortText(value, max);

/** zod's email format (zod 4, `z.email()`). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The contract's `LocationSchema`. */
export const readLocation: Reader<Location> = (value) => {
  if (!isRecord(value)) return null;
  const { latitude, longitude } = value;
  if (!isNumber(latitude) || latitude < -90 || latitude > 90) return null;
  if (!isNumber(longitude) || longitude < -180 || longitude > 180) return null;
  const name = shortText(value.name, 200, 1);
  if (name === undefined) return null;
  const location: Location = { latitude, longitude, name };
  if ('address' in value) {
    const address = shortText(value.address, 300);
    if (address === undefined) return null;
    location.address = address;
  }
  if ('building' in value) {
    const building = shortText(value.building, 40);
    if (building === undefined) return null;
    location.building = building;
  }
  return location;
};

const readEnabled = (value: unknown): { enabled: boolean } | null =>
  isRecord(value) && isBoolean(value.enabled) ? { enabled: value.enabled } : null;

/** The contract's `UserSchema`. */
export const readUser: Reader<User> = (value) => {
  if (!isRecord(value)) return null;
  const { id, type, email, active, acceptedTerms, group } = value;
  if (!isString(id) || id.length < 1) return null;
  if (type !== 'BMWUser' && type !== 'PublicUser') return null;
  if (email !== null && !(isString(email) && EMAIL.test(email))) return null;
  if (!isBoolean(active) || !isBoolean(acceptedTerms)) return null;
  if (group !== 'corporate' && group !== 'public') return null;
  const givenName = shortText(value.givenName, 100);
  const familyName = shortText(value.familyName, 100);
  const department = nullableShortText(value.department, 100);
  const accountNumber = nullableShortText(value.accountNumber, 40);
  const qNumber = nullableShortText(value.qNumber, 20);
  const commutePooling = readEnabled(value.commutePooling);
  const bmwBuildings = readEnabled(value.bmwBuildings);
  if (givenName === undefined || familyName === undefined) return null;
  if (department === undefined || accountNumber === undefined || qNumber === undefined) return null;
  if (commutePooling === null || bmwBuildings === null) return null;
  return {
    id,
    type,
    email,
    givenName,
    familyName,
    department,
    accountNumber,
    qNumber,
    active,
    acceptedTerms,
    group,
    commutePooling,
    bmwBuildings,
  };
};
