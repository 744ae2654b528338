import { describe, expect, it } from 'vitest';
import {
  BookingStateSchema,
  RecurrenceSchema,
  type BookingState,
  type Recurrence,
} from '@contract/schemas';
import {
  bookingAction,
  showsActiveIcon,
  statusKey,
  statusLine,
} from '@/features/bookings/booking-status';
import { testI18n } from '../../support/render-app';

/** The status line as the card shows it (kind · status), in a language. */
function statusText(state: BookingState, recurrence: Recurrence, language: 'de' | 'en') {
  const i18n = testI18n(language);
  const line = statusLine(state, recurrence);
  return `${i18n.t(`bookings:card.${line.tripKind}`)} · ${i18n.t(`bookings:card.status.${line.status}`)}`;
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
