import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  continue: 'Continue',
  firstStep: {
    title: 'Create a posting',
    choose: 'What would you like to do?',
    OFFERING: {
      heading: 'Offer a ride',
      text: 'You drive to work and have free seats? Create a posting so colleagues who travel the same way can contact you.',
      illustration: 'A car with a driver and free seats',
    },
    REQUEST: {
      heading: 'Look for a ride',
      text: 'You are looking for a ride to work? Create a request so drivers who travel the same way can contact you.',
      illustration: 'A person with a bag waiting at a meeting point',
    },
  },
  secondStep: {
    title: 'Trip kind',
    tripKind: {
      legend: 'How often do you travel?',
      ONE_TIME: 'One-time',
      RECURRING: 'Recurring',
    },
    recurringKind: {
      legend: 'What are your working hours?',
      hint: 'Only for recurring trips.',
      ANY_SHIFT: 'Shift work',
      RECURRING: 'Flexible working hours',
    },
  },
  thirdStepShift: {
    title: 'Shift',
    shift: 'Shift',
    emptyShift: 'Please choose a shift',
    departure: 'Departure (shift start)',
    back: 'Way back (shift end)',
    timesHint: "This shift's times at your site. If yours differ, change them here.",
  },
  thirdStepFlexible: {
    title: 'Weekdays',
    weekDays: 'On which days do you travel?',
    weekDaysHint: 'At least one day.',
    departure: 'Usual departure time',
    departureHint: 'In 5-minute steps.',
    back: 'Usual time back (optional)',
    backHint: 'When you usually travel back. Leave it empty if there is no fixed time.',
  },
  thirdStepOnetime: {
    title: 'Date and time',
    dateTime: 'Date and time',
    hint: 'In steps of 5 minutes, from now on.',
  },
  clock: {
    clear: 'Clear time',
  },
  period: {
    legend: 'Period',
    from: 'From',
    until: 'Until',
  },
  picker: {
    empty: 'Not chosen',
    corrected: {
      past: 'A date in the past is not possible: set to today.',
      pastTime: 'A time in the past is not possible: set to the next possible time.',
      beforeStart: 'Until cannot be before From: set to the From date.',
    },
  },
  shifts: {
    EARLY_SHIFT_EVEN_WEEKS: 'Early shift in even weeks',
    EARLY_SHIFT_ODD_WEEKS: 'Early shift in odd weeks',
    PERMANENT_EARLY_SHIFT: 'Permanent early shift',
    PERMANENT_LATE_SHIFT: 'Permanent late shift',
    NIGHT_SHIFT: 'Night shift',
  },
  weekDays: {
    MONDAY: 'Monday',
    TUESDAY: 'Tuesday',
    WEDNESDAY: 'Wednesday',
    THURSDAY: 'Thursday',
    FRIDAY: 'Friday',
    SATURDAY: 'Saturday',
    SUNDAY: 'Sunday',
  },
  overview: {
    title: 'Overview',
    route: 'Route',
    from: 'From',
    to: 'To',
    chooseOrigin: 'Choose a starting point',
    chooseDestination: 'Choose a destination',
    missingRoute: 'Please choose a starting point and a destination.',
    summary: 'Your posting',
    postingType: 'Kind',
    OFFERING: 'I drive (offering a ride)',
    REQUEST: 'I ride along (looking for a ride)',
    trip: 'Trip',
    ONE_TIME: 'One-time',
    RECURRING: 'Recurring, flexible working hours',
    shiftTrip: 'Recurring, shift work: {{shift}}',
    dateTime: 'Date and time',
    period: 'Period',
    periodValue: '{{start}} – {{end}}',
    weekDays: 'Weekdays',
    departure: 'Departure',
    back: 'Way back',
    changing:
      'You are changing an existing posting. “Create” publishes the changed posting and then cancels the previous one.',
    changed: 'Your posting is changed. The previous one is cancelled.',
    changeNotCreated:
      'Your posting was not changed: the previous posting stays active. Your input is kept, please try again.',
    changeRolledBack:
      'Your posting was not changed: the previous posting could not be cancelled, so the new one was taken back. The previous posting stays active. Please try again later.',
    changeBothActive:
      'The changed posting is active, but the previous one could not be cancelled. Please cancel the previous posting on My WEN.',
    description: 'Further information (optional)',
    // No-break spaces: the characters wrap as one, never '>.' alone on a line.
    descriptionHint: 'Please avoid the characters |\u00a0$\u00a0&\u00a0%\u00a0@\u00a0<\u00a0>.',
    create: 'Create',
    creating: 'Creating the posting …',
    created: 'Your posting is live.',
    showCreated: 'View it in My WEN',
    createFailed:
      'Your booking could not be processed. Please try again and avoid the characters | $ & % @ < >. If the problem persists, please contact support.',
  },
};
