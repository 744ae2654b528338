import { describe, expect, it } from 'vitest';
import type { TravelInfo } from '@contract/schemas';
import { atBerlinTime } from '@/domain/schedule/berlin-days';
import { departureSummary, entryDeparture } from '@/features/offers/offer-summary';
// The feature's texts, as its screens get them (their t comes from the hook this module registers).
import '@/features/offers/offers-texts';
import { makeScheduledTravelInfo, type PostingScheduleOptions } from '../../support/builders';
import { testI18n } from '../../support/render-app';

/** The offer detail's departure in words (spec section 2: when, how often, and the period of a recurring one). */

/** A Berlin wall-clock time (a posting's time of day is Berlin's, whatever the machine's zone). */
const at = (day: number, hours: number, minutes = 0) =>
  atBerlinTime(`2026-11-${String(day).padStart(2, '0')}`, hours, minutes).toISOString();
const NOT_GIVEN = { de: 'Uhrzeit nicht angegeben', en: 'time not given' } as const;

function summary(
  schedule: PostingScheduleOptions,
  language: 'de' | 'en',
  edit?: (info: TravelInfo) => TravelInfo,
) {
  const travelInfo = makeScheduledTravelInfo(schedule);
  return departureSummary(
    edit ? edit(travelInfo) : travelInfo,
    testI18n(language).getFixedT(language, 'offers'),
    language,
    NOT_GIVEN[language],
  );
}

describe('the departure of an offer in words', () => {
  it('a one-time trip: its meeting day and time, no period', () => {
    expect(summary({ recurrence: 'ONE_TIME', periodStart: at(26, 7, 5) }, 'en')).toEqual({
      schedule: 'One-time on 26/11/2026 at 07:05',
      period: null,
      wayBack: null,
    });
  });

  it('a one-time trip without a meeting time says the departure', () => {
    const withoutMeeting = (info: TravelInfo): TravelInfo => {
      const { meetingTime: _dropped, ...integrationInfo } = info.integrationInfo;
      return { ...info, departureTime: at(27, 6, 45), integrationInfo };
    };
    expect(
      summary({ recurrence: 'ONE_TIME', periodStart: at(26, 7) }, 'en', withoutMeeting).schedule,
    ).toBe('One-time on 27/11/2026 at 06:45');
  });

  it('flexible working hours: the week days in week order, the departure time and the period', () => {
    const flexible = summary(
      {
        recurrence: 'RECURRING',
        periodStart: at(2, 7, 30),
        periodEnd: at(30, 7, 30),
        weekDays: ['FRIDAY', 'MONDAY', 'WEDNESDAY'],
      },
      'en',
    );
    expect(flexible).toEqual({
      schedule: 'Recurring, flexible working hours: Mon, Wed, Fri, departure 07:30',
      period: 'Period: 02/11/2026 – 30/11/2026',
      wayBack: null,
    });
  });

  it('a shift: its name, the departure time and the period, in German with German dates', () => {
    const shift = summary(
      { recurrence: 'NIGHT_SHIFT', periodStart: at(2, 21, 15), periodEnd: at(30, 21, 15) },
      'de',
    );
    const english = summary(
      { recurrence: 'NIGHT_SHIFT', periodStart: at(2, 21, 15), periodEnd: at(30, 21, 15) },
      'en',
    );
    expect(english).toEqual({
      schedule: 'Night shift (recurring): departure 21:15',
      period: 'Period: 02/11/2026 – 30/11/2026',
      wayBack: null,
    });
    expect(shift).toEqual({
      schedule: 'Nachtschicht (regelmäßig): Abfahrt 21:15 Uhr',
      period: 'Zeitraum: 02.11.2026 – 30.11.2026',
      wayBack: null,
    });
  });

  it('a recurring posting at exactly midnight says "time not given", in both languages; its way back when it has one', () => {
    const midnight = {
      recurrence: 'RECURRING',
      periodStart: at(2, 0),
      periodEnd: at(30, 23, 59),
      weekDays: ['MONDAY'],
    } as const;
    expect(summary(midnight, 'en').schedule).toBe(
      'Recurring, flexible working hours: Mon, time not given',
    );
    expect(summary(midnight, 'de').schedule).toBe(
      'Regelmäßig, flexible Arbeitszeiten: Mo, Uhrzeit nicht angegeben',
    );
    const withBack = (info: TravelInfo): TravelInfo => ({
      ...info,
      integrationInfo: { ...info.integrationInfo, returnTime: '16:45' },
    });
    const early = {
      recurrence: 'PERMANENT_EARLY_SHIFT',
      periodStart: at(2, 6),
      periodEnd: at(30, 6),
    } as const;
    expect(summary(early, 'en', withBack).wayBack).toBe('Way back 16:45');
    expect(summary(early, 'de', withBack).wayBack).toBe('Rückfahrt 16:45 Uhr');
  });

  it('the list entry: "Departure 17:04", or "Departure: time not given"', () => {
    const t = (language: 'de' | 'en') => testI18n(language).getFixedT(language, 'offers');
    const oneTime = makeScheduledTravelInfo({ recurrence: 'ONE_TIME', periodStart: at(3, 17, 4) });
    expect(entryDeparture(oneTime, t('en'), NOT_GIVEN.en)).toBe('Departure 17:04');
    expect(entryDeparture(oneTime, t('de'), NOT_GIVEN.de)).toBe('Abfahrt 17:04 Uhr');
    const midnight = makeScheduledTravelInfo({
      recurrence: 'NIGHT_SHIFT',
      periodStart: at(3, 0),
      periodEnd: at(30, 0),
    });
    expect(entryDeparture(midnight, t('en'), NOT_GIVEN.en)).toBe('Departure: time not given');
    expect(entryDeparture(midnight, t('de'), NOT_GIVEN.de)).toBe(
      'Abfahrt: Uhrzeit nicht angegeben',
    );
  });
});
