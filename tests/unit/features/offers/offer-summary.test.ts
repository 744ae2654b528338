import { describe, expect, it } from 'vitest';
import type { TravelInfo } from '@contract/schemas';
import { departureSummary, formatTime } from '@/features/offers/offer-summary';
// The feature's texts, as its screens get them (their t comes from the hook this module registers).
import '@/features/offers/offers-texts';
import { makeScheduledTravelInfo, type PostingScheduleOptions } from '../../support/builders';
import { testI18n } from '../../support/render-app';

/** The offer detail's departure in words (spec section 2: when, how often, and the period of a recurring one). */

/** A local time, so the expected hours do not depend on the machine's time zone. */
const at = (day: number, hours: number, minutes = 0) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

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
  );
}

describe('the departure of an offer in words', () => {
  it('a one-time trip: its meeting day and time, no period', () => {
    expect(summary({ recurrence: 'ONE_TIME', periodStart: at(26, 7, 5) }, 'en')).toEqual({
      schedule: 'One-time on 26/11/2026 at 07:05',
      period: null,
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
    });
    expect(shift).toEqual({
      schedule: 'Nachtschicht (regelmäßig): Abfahrt 21:15 Uhr',
      period: 'Zeitraum: 02.11.2026 – 30.11.2026',
    });
  });

  it('times are 24-hour HH:mm', () => {
    expect(formatTime(at(3, 17, 4))).toBe('17:04');
  });
});
