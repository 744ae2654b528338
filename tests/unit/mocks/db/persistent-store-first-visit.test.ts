import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { clearDatabase, db } from '@mocks/db/database';
import { takeSnapshot } from '@mocks/db/snapshot';
import { DEFAULT_SEED, PERSONAS } from '@mocks/seed';
import {
  answeredBeforeRest,
  demoBookings,
  firstVisitInParts,
  freshStorePerTest,
  openAsNewTab,
  openStore,
  renameDemo,
  seed,
  openedStore,
  storedBases,
  storedEntries,
  storedMeta,
  watch,
} from './persistent-store-tabs';

/**
 * The browser's store of the fake backend's data, on fake-indexeddb (jsdom has no IndexedDB). One process has
 * one in-memory database, so "another tab" is played by writing to IndexedDB directly, as a tab's store does;
 * the real tabs are in tests/e2e/mock-data-safety.spec.ts.
 */

freshStorePerTest();
describe('the browser store of the mock data (IndexedDB)', () => {
  it('a first visit seeded in parts stores no data before it is whole; a change to what is still coming is answered once stored with the whole data', async () => {
    const visit = firstVisitInParts();
    clearDatabase();
    await openStore(visit.seedInParts, { channel: null, locks: null });
    expect(demoBookings()).toEqual([]);

    // A posting made before the others are in: made in memory at once, stored (and answered) with the whole data.
    // Nothing is stored before, so a reload now seeds afresh instead of loading a database without postings.
    const change = openedStore().write(() =>
      db.bookings.create({ ...visit.posting(), bookingId: 'made-before-the-rest' }),
    );
    const answered = watch(change);
    // The tab's queue is free meanwhile: reads answer.
    await openedStore().read(async () => undefined);
    expect(
      db.bookings.findFirst((q) => q.where({ bookingId: 'made-before-the-rest' })),
    ).toBeTruthy();
    expect(await storedMeta('state')).toBeUndefined();
    expect(await storedBases()).toEqual([]);
    expect(await storedEntries()).toEqual([]);
    expect(answered()).toBe(false);

    visit.deliver();
    await visit.rest();
    expect((await change).bookingId).toBe('made-before-the-rest');
    const bookings = (await storedBases()).find((base) => base.c === 'bookings');
    expect(bookings?.records.length).toBe(db.bookings.all().length);
    expect(
      bookings?.records.some(
        ({ v }) => (v as { bookingId: string }).bookingId === 'made-before-the-rest',
      ),
    ).toBe(true);
    expect(demoBookings().length).toBeGreaterThan(1);

    // A reload loads it all from storage (the change is there, so it was not seeded again).
    const inMemory = takeSnapshot().collections;
    await openAsNewTab();
    expect(takeSnapshot().collections).toEqual(inMemory);
  });

  it('a change to the accounts before the rest is in is answered at once and kept: a page that reloads at once has it, then stores it with the whole data', async () => {
    const first = firstVisitInParts();
    clearDatabase();
    await openStore(first.seedInParts, { channel: null, locks: null });
    // The sign-on page's code, the sign-in's session: the accounts are whole, and the page redirects right after.
    const usersBefore = db.users.count();
    const change = openedStore().write(() => renameDemo('Changed before the postings'));
    expect(await answeredBeforeRest(change)).toBe(true);
    // Kept as the users whole (a new seed gives records new primary keys), beside no state: no data is stored.
    expect(await storedMeta('state')).toBeUndefined();
    expect(await storedEntries()).toEqual([]);
    expect(await storedMeta('early')).toEqual({ seed: DEFAULT_SEED });
    expect((await storedBases()).map(({ c, seq, records }) => [c, seq, records.length])).toEqual([
      ['users', 0, db.users.count()],
    ]);

    // The redirect: that page is gone before its rest came; the next one seeds afresh and takes the change over
    // before its own rest is in.
    openedStore().close();
    clearDatabase();
    const second = firstVisitInParts();
    await openStore(second.seedInParts, { channel: null, locks: null });
    expect(demoBookings()).toEqual([]);
    expect(db.users.findMany((q) => q.where({ id: PERSONAS.demo.id }))).toMatchObject([
      { givenName: 'Changed before the postings' },
    ]);
    expect(db.users.count()).toBe(usersBefore);

    second.deliver();
    await second.rest();
    await openedStore().read(async () => undefined);
    const users = (await storedBases()).find((base) => base.c === 'users');
    expect(
      users?.records.find(({ v }) => (v as { id: string }).id === PERSONAS.demo.id)?.v,
    ).toMatchObject({ givenName: 'Changed before the postings' });
    // The early users went into the data: nothing left beside it.
    expect(await storedMeta('early')).toBeUndefined();
    expect((await storedBases()).every(({ seq }) => seq > 0)).toBe(true);

    const inMemory = takeSnapshot().collections;
    await openAsNewTab();
    expect(takeSnapshot().collections).toEqual(inMemory);
    expect(db.users.findFirst((q) => q.where({ id: PERSONAS.demo.id }))?.givenName).toBe(
      'Changed before the postings',
    );
  });

  it('early changes of one seed are not taken over by a first visit of another', async () => {
    clearDatabase();
    await openStore(firstVisitInParts(DEFAULT_SEED).seedInParts, {
      channel: null,
      locks: null,
    });
    await openedStore().write(() => renameDemo('Changed on the default seed'));
    openedStore().close();
    clearDatabase();
    await openStore(firstVisitInParts(DEFAULT_SEED + 1).seedInParts, {
      channel: null,
      locks: null,
    });
    expect(db.users.findFirst((q) => q.where({ id: PERSONAS.demo.id }))?.givenName).not.toBe(
      'Changed on the default seed',
    );
  });

  it('a first visit whose rest does not load stores no data, answers its changes and says they are not saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visit = firstVisitInParts();
    clearDatabase();
    await openStore(visit.seedInParts, { channel: null, locks: null });
    const change = openedStore().write(() =>
      db.bookings.create({ ...visit.posting(), bookingId: 'made-before-the-rest' }),
    );
    visit.fail(new Error('the later chunk did not load'));
    await expect(visit.rest()).rejects.toThrow('the later chunk did not load');
    await change;
    expect(openedStore().getStatus().failedWrite?.message).toBe(
      'Error: the later chunk did not load',
    );
    expect(await storedMeta('state')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the data in memory, and says so, where the browser allows no storage', async () => {
    clearDatabase();
    await openStore(seed, { useIndexedDB: false, channel: null, locks: null });
    expect(openedStore().getStatus().mode).toBe('memory');
    expect(db.users.count()).toBeGreaterThanOrEqual(60);
    await openedStore().write(async () => db.feedback.clear());
  });
});
