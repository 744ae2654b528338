import { describe, expect, it } from 'vitest';
import { postingMinutesOfDay } from '@/domain/schedule/posting-time-of-day';
import { byTimeOfDay, foldByColleague } from '@/features/offers/offer-folding';
import {
  isNearWayBack,
  isNearWayBackOf,
  travelsBackNear,
  WAY_BACK,
} from '@/features/offers/way-home';
import { makeOffer, makeScheduledOffer } from '../../support/builders';

const withEmail = (offer: ReturnType<typeof makeOffer>, email: string) => ({
  ...offer,
  integrationInfo: {
    ...offer.integrationInfo,
    userInformation: { ...offer.integrationInfo.userInformation, email },
  },
});

describe('one entry per colleague', () => {
  it('folds a colleague’s postings into the place of the nearest, keeping the spec’s order', () => {
    const offers = [
      withEmail(makeOffer('a1', 100, 100), 'anna@bmw.example'),
      withEmail(makeOffer('b1', 150, 100), 'ben@bmw.example'),
      withEmail(makeOffer('a2', 300, 100), ' Anna@BMW.example'),
      withEmail(makeOffer('c1', 400, 100), 'cem@bmw.example'),
      withEmail(makeOffer('b2', 900, 100), 'ben@bmw.example'),
    ];
    const entries = foldByColleague(offers);
    expect(entries.map((entry) => entry.nearest.bookingId)).toEqual(['a1', 'b1', 'c1']);
    expect(entries.map((entry) => entry.offers.map((offer) => offer.bookingId))).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
      ['c1'],
    ]);
  });

  it('lists a colleague’s times by time of day, a posting without a time first', () => {
    const period = {
      periodStart: '2026-11-02T09:00:00+01:00',
      periodEnd: '2026-12-31T09:00:00+01:00',
    };
    const nine = makeScheduledOffer('nine', 0, 0, { recurrence: 'RECURRING', ...period });
    const anyTime = makeScheduledOffer('any', 0, 0, {
      recurrence: 'RECURRING',
      periodStart: '2026-11-02T00:00:00+01:00',
      periodEnd: '2026-12-31T00:00:00+01:00',
    });
    const seven = makeOffer('seven', 0, 0); // one-time at 07:15
    expect(postingMinutesOfDay(anyTime)).toBeNull();
    expect(postingMinutesOfDay(seven)).toBe(7 * 60 + 15);
    expect(byTimeOfDay([nine, seven, anyTime]).map((offer) => offer.bookingId)).toEqual([
      'any',
      'seven',
      'nine',
    ]);
  });
});

describe('the way home: near the way back after a working day', () => {
  it('9 hours after the trip there, give or take 2 hours', () => {
    expect(WAY_BACK).toEqual({ workdayMinutes: 540, marginMinutes: 120 });
    const out = 7 * 60 + 15;
    expect(isNearWayBack(out, out + 7 * 60)).toBe(true);
    expect(isNearWayBack(out, out + 11 * 60)).toBe(true);
    expect(isNearWayBack(out, out + 7 * 60 - 1)).toBe(false);
    expect(isNearWayBack(out, out + 11 * 60 + 1)).toBe(false);
    expect(isNearWayBack(out, out - 9 * 60)).toBe(false);
  });

  it('a time nobody entered (“any time”) fits either way', () => {
    expect(isNearWayBack(null, 10 * 60)).toBe(true);
    expect(isNearWayBack(7 * 60, null)).toBe(true);
  });

  it('any of the colleague’s trips there, with any of their trips back that day; none back: no mark', () => {
    const early = makeOffer('early', 0, 0); // 07:15
    expect(travelsBackNear([early], [11 * 60, 16 * 60 + 15])).toBe(true);
    expect(travelsBackNear([early], [11 * 60])).toBe(false);
    expect(travelsBackNear([early], [])).toBe(false);
    expect(travelsBackNear([early], undefined)).toBe(false);
  });

  it('a trip there that carries the colleague’s way back (returnTime): near that time, give or take 2 hours', () => {
    const early = makeOffer('early', 0, 0); // one-time at 07:15: a one-time trip has no way back of its own
    const flexible = makeScheduledOffer('flex', 0, 0, {
      recurrence: 'RECURRING',
      periodStart: '2026-11-02T07:15:00+01:00',
      periodEnd: '2026-12-31T07:15:00+01:00',
    });
    const withReturn = (returnTime: string) => ({
      ...flexible,
      integrationInfo: { ...flexible.integrationInfo, returnTime },
    });
    // Without a returnTime: 9 hours after 07:15 ± 2 hours, 14:15 to 18:15.
    expect(isNearWayBackOf(flexible, 13 * 60)).toBe(false);
    expect(isNearWayBackOf(early, 13 * 60)).toBe(false);
    // Back at 12:00 (a half day): 10:00 to 14:00 counts, 16:15 no longer does.
    expect(isNearWayBackOf(withReturn('12:00'), 13 * 60)).toBe(true);
    expect(isNearWayBackOf(withReturn('12:00'), 10 * 60)).toBe(true);
    expect(isNearWayBackOf(withReturn('12:00'), 14 * 60 + 1)).toBe(false);
    expect(isNearWayBackOf(withReturn('12:00'), 16 * 60 + 15)).toBe(false);
    expect(isNearWayBackOf(withReturn('12:00'), null)).toBe(true);
    expect(travelsBackNear([withReturn('12:00')], [13 * 60])).toBe(true);
    expect(travelsBackNear([flexible], [13 * 60])).toBe(false);
    // An unreadable returnTime is no way back: the working day's rule.
    expect(isNearWayBackOf(withReturn('25:99'), 16 * 60)).toBe(true);
    expect(isNearWayBackOf(withReturn('25:99'), 13 * 60)).toBe(false);
  });
});
