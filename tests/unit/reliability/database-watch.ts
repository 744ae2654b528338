import { COLLECTION_NAMES, db, type CollectionName } from '@mocks/db/database';
import { takeSnapshot } from '@mocks/db/snapshot';

/**
 * Detects whether a request changed the fake backend's data.
 *
 * Two views: `serialise()` is the full deterministic serialisation of every collection (from the mock's
 * snapshot function); `references()` is the list of record objects per collection. @msw/data replaces a
 * record object on every update and keeps untouched ones, so comparing references finds every create,
 * update and delete in microseconds, where the 1.2 MB serialisation takes ~10 ms. The fuzz tests compare
 * references around each request and the full serialisation at the start and end of (and periodically
 * within) each property, which also catches a record mutated in place behind the collection's back.
 */

export type CollectionSerialisation = Record<CollectionName, string>;
export type CollectionReferences = Record<CollectionName, readonly object[]>;

export function serialise(): CollectionSerialisation {
  const { collections } = takeSnapshot();
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, JSON.stringify(collections[name] ?? [])]),
  ) as CollectionSerialisation;
}

export function references(): CollectionReferences {
  // all() hands out the collection's own array: copy it, or later changes would show up in "before".
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, [...(db[name].all() as object[])]]),
  ) as unknown as CollectionReferences;
}

/** Names of the collections whose records differ between two reference lists. */
export function changedByReference(
  before: CollectionReferences,
  after: CollectionReferences,
): CollectionName[] {
  return COLLECTION_NAMES.filter((name) => {
    const a = before[name];
    const b = after[name];
    return a.length !== b.length || a.some((record, index) => record !== b[index]);
  });
}

/** Names of the collections whose serialisation differs. */
export function changedBySerialisation(
  before: CollectionSerialisation,
  after: CollectionSerialisation,
): CollectionName[] {
  return COLLECTION_NAMES.filter((name) => before[name] !== after[name]);
}
