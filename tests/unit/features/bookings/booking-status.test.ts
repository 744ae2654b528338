import { describe, expect, it } from 'vitest';
import {
  BookingStateSchema,
  RecurrenceSchema,
  type BookingState,
  type Recurrence,
} from '@contract/schemas';
import {
  bookingAction,
  cardSchedule,
  periodEnded,
  showsActiveIcon,
  statusKey,
  statusLine,
  statusText as statusWords,
} from '@/features/bookings/booking-status';
// The feature's texts, as its components get them (their t comes from the hook this module registers).
import '@/features/bookings/bookings-texts';
import { makeScheduledTravelInfo, makeTravelInfo } from '../../support/builders';
import { testI18n } from '../../support/render-app';

/** The status line as the card shows it, in a language. */
function statusText(state: BookingState, recurrence: Recurrence, language: 'de' | 'en') {
  return statusWords(
    statusLine(state, recurrence),
    testI18n(language).getFixedT(language, 'bookings'),
  );
}

const EXPECTED: Record<
  BookingState,
  { en: string; de: string; action: 'cancel' | 'remove' | null; activeIcon: boolean }
> = {
  requested: { en: '-', de: '-', action: null, activeIcon: false },
  confirmed: { en: 'posting active', de: 'Inserat aktiv', action: 'cancel', activeIcon: true },
  ready: { en: '-', de: '-', action: null, activeIcon: false },
  active: { en: 'posting active', de: 'Inserat aktiv', action: 'cancel', activeIcon: false },
  finished: { en: 'posting finished', de: 'Inserat beendet', action: 'remove', activeIcon: false },
  cancelled: {
    en: 'posting cancelled',
    de: 'Inserat storniert',
    action: 'remove',
    activeIcon: false,
  },
  expired: { en: 'posting expired', de: 'Inserat abgelaufen', action: 'remove', activeIcon: false },
  archived: { en: '-', de: '-', action: null, activeIcon: false },
  overdue: { en: '-', de: '-', action: null, activeIcon: false },
};

describe('booking card status line and actions, per state (spec section 4)', () => {
  it('covers all nine states of the contract', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...BookingStateSchema.options].sort());
  });

  describe.each(BookingStateSchema.options)('%s', (state) => {
    const expected = EXPECTED[state];

    it(`status text '${expected.en}', action ${expected.action ?? 'none'}`, () => {
      // Every state keeps its trip kind, a state the spec maps to '-' too: 'One-time · -', never '-' alone.
      expect(statusText(state, 'ONE_TIME', 'en')).toBe(`One-time · ${expected.en}`);
      expect(statusText(state, 'NIGHT_SHIFT', 'en')).toBe(`Recurring · ${expected.en}`);
      expect(statusText(state, 'RECURRING', 'de')).toBe(`Regelmäßig · ${expected.de}`);
      expect(statusText(state, 'ONE_TIME', 'de')).toBe(`Einmalig · ${expected.de}`);
      expect(bookingAction(state)).toBe(expected.action);
      expect(showsActiveIcon(state)).toBe(expected.activeIcon);
    });
  });

  it('maps every recurrence but ONE_TIME to Recurring', () => {
    const recurring = RecurrenceSchema.options.filter((recurrence) => recurrence !== 'ONE_TIME');
    expect(recurring).toHaveLength(7);
    for (const recurrence of recurring) {
      expect(statusLine('active', recurrence).tripKind).toBe('recurring');
    }
    expect(statusLine('active', 'ONE_TIME').tripKind).toBe('oneTime');
    expect(statusKey('overdue')).toBe('none');
  });
});

describe("a recurring posting's schedule on its card", () => {
  it('gives the ticked week days, the period in DD.MM.YYYY and the departure time', () => {
    const travelInfo = makeScheduledTravelInfo({
      recurrence: 'RECURRING',
      // Dates in the device's time zone, as the cards' dates are; the time of day in Berlin's, as every posting
      // time (src/domain/posting/posting-time.ts).
      periodStart: '2026-12-01T07:30:00+01:00',
      periodEnd: '2027-03-31T07:30:00+02:00',
      weekDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
    expect(cardSchedule(travelInfo, 'time not given')).toEqual({
      weekDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      shift: null,
      start: '01.12.2026',
      end: '31.03.2027',
      time: '07:30',
    });
  });

  it('names the shift of a shift posting, and gives nothing for a one-time trip', () => {
    const night = makeScheduledTravelInfo({
      recurrence: 'NIGHT_SHIFT',
      periodStart: '2026-12-01T21:45:00+01:00',
      periodEnd: '2026-12-18T21:45:00+01:00',
    });
    expect(cardSchedule(night, 'time not given')).toMatchObject({
      weekDays: null,
      shift: 'NIGHT_SHIFT',
      time: '21:45',
    });
    expect(cardSchedule(makeTravelInfo(), 'time not given')).toBeNull();
  });

  it('says "time not given" for a recurring posting at exactly midnight (no time was entered)', () => {
    const midnight = makeScheduledTravelInfo({
      recurrence: 'RECURRING',
      periodStart: '2026-12-01T00:00:00+01:00',
      periodEnd: '2027-03-31T23:59:59+02:00',
      weekDays: ['MONDAY'],
    });
    expect(cardSchedule(midnight, 'time not given')?.time).toBe('time not given');
  });

  it('shows a posting whose period has ended as ended, with Remove, unless its state is over already', () => {
    const past = makeScheduledTravelInfo({
      recurrence: 'RECURRING',
      periodStart: '2026-01-05T07:30:00+01:00',
      periodEnd: '2026-02-27T23:59:59+01:00',
      weekDays: ['MONDAY'],
    });
    const now = new Date('2026-11-27T12:00:00+01:00');
    for (const state of ['confirmed', 'active', 'requested', 'ready', 'overdue'] as const) {
      const ended = periodEnded({ state, travelInfo: past }, now);
      expect(ended).toBe(true);
      expect(statusKey(state, ended)).toBe('ended');
      expect(bookingAction(state, ended)).toBe('remove');
    }
    // The over states keep their own status and Remove (spec section 4); an archived one is not listed.
    for (const state of ['cancelled', 'finished', 'expired', 'archived'] as const) {
      expect(periodEnded({ state, travelInfo: past }, now)).toBe(false);
    }
    // A period still running keeps the spec's '-' and no second action.
    const running = periodEnded({ state: 'overdue', travelInfo: past }, new Date('2026-02-01'));
    expect(running).toBe(false);
    expect(statusKey('overdue', running)).toBe('none');
    expect(bookingAction('overdue', running)).toBeNull();
    expect(periodEnded({ state: 'confirmed', travelInfo: past }, new Date('2026-02-01'))).toBe(
      false,
    );
  });
});
