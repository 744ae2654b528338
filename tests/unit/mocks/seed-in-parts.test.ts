// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@contract/router';
import { resetDatabaseInParts, usePrebuiltSeed, wholeDataLoaded } from '@mocks/db/lifecycle';
import { takeSnapshot } from '@mocks/db/snapshot';
import {
  encodePrebuiltSeed,
  joinPrebuiltParts,
  PREBUILT_PARTS,
  PREBUILT_SEED_AT,
  prebuiltPart,
  decodePrebuiltPart,
  type PrebuiltSeedPart,
} from '@mocks/prebuilt-seed';
import { shiftSeedData } from '@mocks/seed-shift';
import {
  db,
  DEFAULT_SEED,
  generateSeedData,
  PERSONAS,
  resetDatabase,
  signInPersona,
} from '@mocks/node';
import { call, TEST_NOW, useMockBackend, type CallResult } from '../support/mock-backend-harness';

/*
 * The builds ship the default seed in two parts (build/prebuilt-seed-plugin.ts): the accounts with the fake backend,
 * the postings and places in a chunk of their own. A first start answers the sign-in from the accounts; every call
 * that reads more waits until the rest is in (docs/decisions/016-demo-seed-prebuilt.md).
 */

useMockBackend();

const MADE_AT = new Date(PREBUILT_SEED_AT);
/** As the build makes the parts and the page reads them: through JSON text. */
const asShipped = (part: PrebuiltSeedPart) => JSON.parse(JSON.stringify(part)) as PrebuiltSeedPart;
const whole = encodePrebuiltSeed(
  DEFAULT_SEED,
  MADE_AT,
  generateSeedData({ seed: DEFAULT_SEED, now: MADE_AT }),
);
const accounts = asShipped(prebuiltPart(whole, PREBUILT_PARTS.accounts));
const later = asShipped(prebuiltPart(whole, PREBUILT_PARTS.later));

afterEach(async () => {
  usePrebuiltSeed(null);
  await resetDatabase(DEFAULT_SEED, TEST_NOW);
});

describe('the prebuilt seed in two parts', () => {
  it('splits into the accounts and the rest, every collection in exactly one part', () => {
    expect(Object.keys(accounts.collections).sort()).toEqual(['companyProfiles', 'users']);
    expect(Object.keys(later.collections).sort()).toEqual(['bookings', 'places', 'recentPlaces']);
    // The accounts are the small part (the sign-in waits for them only).
    expect(JSON.stringify(accounts).length * 5).toBeLessThan(JSON.stringify(later).length);
  });

  it('joined and moved, equals the data generated for the visit', () => {
    const joined = joinPrebuiltParts(accounts, later);
    const moved = shiftSeedData(decodePrebuiltPart(joined), MADE_AT, TEST_NOW);
    const generated = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
    expect(moved).toEqual(generated);
    expect(JSON.stringify(moved)).toBe(JSON.stringify(generated));
    expect(() => joinPrebuiltParts(accounts, { ...later, madeAt: TEST_NOW.toISOString() })).toThrow(
      /differ/,
    );
  });

  it('answers the sign-in and /users/me from the accounts; a call that reads postings waits until they are in', async () => {
    let deliver: (part: PrebuiltSeedPart) => void = () => undefined;
    const loadLater = vi.fn(
      () =>
        new Promise<PrebuiltSeedPart>((resolve) => {
          deliver = resolve;
        }),
    );
    usePrebuiltSeed({ seed: DEFAULT_SEED, load: () => accounts, loadLater });
    const { accountsIn, wholeIn } = resetDatabaseInParts(DEFAULT_SEED, TEST_NOW);
    await accountsIn;
    // Fetched at once, not when a call first needs it.
    expect(loadLater).toHaveBeenCalledTimes(1);
    expect(db.users.all().length).toBeGreaterThan(0);
    expect(db.bookings.all()).toEqual([]);

    const { token } = await signInPersona('demo');
    const listPath = contract.bookings.listForUser.path.replace(':userId', PERSONAS.demo.id);
    let listed: CallResult | null = null;
    const listing = call('GET', listPath, { token }).then((result) => (listed = result));
    // Asked after the listing, answered before it: the listing waits for the postings.
    expect((await call('GET', contract.users.me.path, { token })).status).toBe(200);
    expect(listed).toBeNull();

    deliver(later);
    await wholeIn;
    await wholeDataLoaded();
    const result = await listing;
    expect(result.status).toBe(200);
    expect((result.body as unknown[]).length).toBeGreaterThan(0);

    // The same data as a reset in one step (plus the sign-in's session).
    const { savedAt: _inParts, ...inParts } = takeSnapshot();
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    const { savedAt: _oneStep, ...oneStep } = takeSnapshot();
    expect({ ...inParts, collections: { ...inParts.collections, sessions: [] } }).toEqual({
      ...oneStep,
      collections: { ...oneStep.collections, sessions: [] },
    });
  });

  it('a reset to the default seed takes both parts, loaded once', async () => {
    const loadLater = vi.fn(async () => later);
    usePrebuiltSeed({ seed: DEFAULT_SEED, load: () => accounts, loadLater });
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    const { savedAt: _fromParts, ...fromParts } = takeSnapshot();
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    expect(loadLater).toHaveBeenCalledTimes(1);
    usePrebuiltSeed(null);
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    const { savedAt: _generated, ...generated } = takeSnapshot();
    expect(fromParts).toEqual(generated);
  });

  it('another seed resets in one step: nothing waits', async () => {
    const loadLater = vi.fn(async () => later);
    usePrebuiltSeed({ seed: DEFAULT_SEED, load: () => accounts, loadLater });
    const { accountsIn, wholeIn } = resetDatabaseInParts(DEFAULT_SEED + 1, TEST_NOW);
    expect(accountsIn).toBe(wholeIn);
    await wholeIn;
    expect(loadLater).not.toHaveBeenCalled();
    expect(db.bookings.all().length).toBeGreaterThan(0);
  });
});
