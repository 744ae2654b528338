import { describe, expect, it } from 'vitest';
import type { Booking, Place } from '@contract/schemas';
import { NO_WEEK_DAYS } from '../support/builders';
import { booking, dachau, fiz, read } from './answer-reader-fixtures';

describe('bookings list: item by item', () => {
  it("leaves out a booking in a state outside the spec's list, with its id, and shows the rest", () => {
    const answer = read('bookings.listForUser', [
      booking('b-1', 'confirmed'),
      booking('b-2', 'on_hold'),
      booking('b-3', 'finished'),
    ]);
    expect(answer.ok && (answer.body as Booking[]).map((item) => item.bookingId)).toEqual([
      'b-1',
      'b-3',
    ]);
    expect(answer.notes).toEqual([
      {
        kind: 'left-out',
        path: '[1]',
        id: 'b-2',
        reason: "state 'on_hold' is not one of the spec's",
      },
    ]);
  });

  it("keeps 'overdue' (the status view accepts it)", () => {
    const answer = read('bookings.listForUser', [booking('b-1', 'overdue')]);
    expect(answer).toMatchObject({ ok: true, notes: [] });
  });

  it('skips a malformed booking and shows the rest', () => {
    const broken = booking('b-2', 'confirmed');
    broken.travelInfo.origin = { ...fiz, latitude: 999 };
    const answer = read('bookings.listForUser', [booking('b-1', 'confirmed'), broken, null, 'x']);
    expect(answer.ok && (answer.body as Booking[]).map((item) => item.bookingId)).toEqual(['b-1']);
    expect(answer.notes.map(({ kind, path, id }) => ({ kind, path, id }))).toEqual([
      { kind: 'skipped', path: '[1]', id: 'b-2' },
      { kind: 'skipped', path: '[2]', id: null },
      { kind: 'skipped', path: '[3]', id: null },
    ]);
    expect(answer.notes[0]?.reason).toContain('travelInfo.origin.latitude');
  });

  it('leaves out a booking of an integration outside the spec and ignores unknown fields', () => {
    const answer = read('bookings.listForUser', [
      booking('b-1', 'active', { integrationId: 'eScooter' }),
      booking('b-2', 'active', { createdBy: 'batch', version: 3 }),
    ]);
    expect(answer.notes).toHaveLength(1);
    const [only] = answer.ok ? (answer.body as Booking[]) : [];
    expect(only?.bookingId).toBe('b-2');
    expect(only).not.toHaveProperty('createdBy');
  });

  it('reads the open parts of a booking in their plausible forms', () => {
    const loose = booking(7 as unknown as string, 'confirmed');
    Object.assign(loose.travelInfo, {
      departureTime: Date.parse('2026-11-24T07:00:00.000Z'),
      estimatedArrivalTime: '2026-11-24T08:40:00',
      origin: { latitude: '48.20052', longitude: '11.55963', name: 'FIZ', address: null },
    });
    const info = loose.travelInfo.integrationInfo as Record<string, unknown>;
    delete info.weekDays;
    delete info.periodStart;
    delete info.periodEnd;
    const answer = read('bookings.listForUser', [loose]);
    expect(answer).toMatchObject({ ok: true, notes: [] });
    const [read0] = answer.ok ? (answer.body as Booking[]) : [];
    expect(read0).toMatchObject({
      bookingId: '7',
      travelInfo: {
        departureTime: '2026-11-24T07:00:00.000Z',
        origin: { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' },
        integrationInfo: {
          weekDays: NO_WEEK_DAYS,
          periodStart: '2026-11-24T07:00:00.000Z',
          periodEnd: '2026-11-24T07:00:00.000Z',
        },
      },
    });
    expect(new Date(read0?.travelInfo.estimatedArrivalTime ?? '').getTime()).toBe(
      new Date('2026-11-24T08:40:00').getTime(),
    );
    expect(read0?.travelInfo.origin.address).toBeUndefined();
  });

  it('fails only when the answer is no list at all', () => {
    expect(read('bookings.listForUser', { bookings: [] })).toMatchObject({ ok: false });
    expect(read('bookings.listForUser', [])).toEqual({
      ok: true,
      status: 200,
      body: [],
      notes: [],
    });
  });
});

describe('places and buildings: item by item', () => {
  const place = { ...fiz, id: 'p-1', category: 'bmw-event', iconType: 'building' };

  it('skips a malformed place, gives a place without id one, reads unknown kinds plainly', () => {
    const answer = read('places.search', [
      place,
      { ...dachau, id: 'p-2', name: '' },
      { ...dachau, category: 'partner', iconType: 'web search', rating: 4.5 },
    ]);
    expect(answer.notes.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'skipped', id: 'p-2' },
    ]);
    const places = answer.ok ? (answer.body as Place[]) : [];
    expect(places.map(({ id, category, iconType }) => ({ id, category, iconType }))).toEqual([
      { id: 'p-1', category: 'bmw-event', iconType: 'building' },
      { id: '48.26027,11.43416,Dachau', category: 'other', iconType: 'web-search' },
    ]);
    expect(places[1]).not.toHaveProperty('rating');
  });

  it('shows at most 50 buildings, however many come', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...place, id: `b-${index}` }));
    const answer = read('places.buildings', many);
    expect(answer.ok && (answer.body as Place[]).length).toBe(50);
  });

  it.each(['places.recent', 'places.predefined', 'places.debugLocations'] as const)(
    '%s skips what it cannot read',
    (route) => {
      const answer = read(route, [place, { id: 'p-9' }]);
      expect(answer).toMatchObject({ ok: true, body: [expect.objectContaining({ id: 'p-1' })] });
      expect(answer.notes).toHaveLength(1);
    },
  );
});

describe('offers: the list inside the answer, item by item', () => {
  const offer = (bookingId: string | undefined, extra: Record<string, unknown> = {}) => {
    const {
      state: _state,
      integrationId: _integration,
      ...posting
    } = booking(bookingId ?? 'x', 'confirmed');
    return {
      ...posting.travelInfo,
      ...(bookingId === undefined ? {} : { bookingId }),
      originDistance: 120,
      destinationDistance: 800,
      ...extra,
    };
  };
  const answerWith = (list: unknown) => ({
    integrations: { commutePooling: { integrationOffer: { travelInfoList: list } } },
  });

  it('skips a malformed offer and keeps the others; numbers may come as text; the request id is optional', () => {
    const answer = read(
      'offers.search',
      answerWith([
        offer('o-1'),
        offer('o-2', { originDistance: -5 }),
        offer(undefined, { originDistance: '42.5' }),
      ]),
    );
    expect(answer.ok).toBe(true);
    const list = answer.ok
      ? (
          answer.body as {
            integrations: {
              commutePooling: {
                integrationOffer: {
                  travelInfoList: Array<{ bookingId: string; originDistance: number }>;
                };
              };
            };
          }
        ).integrations.commutePooling.integrationOffer.travelInfoList
      : [];
    expect(list.map(({ bookingId, originDistance }) => ({ bookingId, originDistance }))).toEqual([
      { bookingId: 'o-1', originDistance: 120 },
      { bookingId: 'offer-2', originDistance: 42.5 },
    ]);
    expect(answer.notes).toEqual([
      expect.objectContaining({
        kind: 'skipped',
        id: 'o-2',
        path: 'integrations.commutePooling.integrationOffer.travelInfoList[1]',
      }),
    ]);
  });

  it('reads a missing commutePooling, integrationOffer or list as no offers', () => {
    for (const body of [
      { integrations: {} },
      { integrations: { commutePooling: null } },
      { integrations: { commutePooling: { integrationOffer: {} } } },
      answerWith(null),
    ]) {
      expect(read('offers.search', body)).toMatchObject({
        ok: true,
        body: { integrations: { commutePooling: { integrationOffer: { travelInfoList: [] } } } },
      });
    }
  });

  it('refuses an answer that is no offers answer at all', () => {
    expect(read('offers.search', [])).toMatchObject({ ok: false });
    expect(read('offers.search', answerWith('none'))).toMatchObject({ ok: false });
  });
});
