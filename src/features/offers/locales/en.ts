import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  overview: {
    title: 'Offers',
    heading: {
      OFFERING: 'Drivers',
      REQUEST: 'Passengers',
    },
    request: '{{origin}} → {{destination}}, {{date}}',
    loading: 'Searching for offers …',
    error: "Unfortunately, there's an issue. Please try again.",
    retry: 'Try again',
    noMatch:
      'Unfortunately, no match could be found. Try again later or create a posting so that others can contact you.',
    count_one: '{{count}} match, nearest first',
    count_other: '{{count}} matches, nearest first',
    list: {
      OFFERING: 'Drivers found',
      REQUEST: 'Passengers found',
    },
    onlyOnMyDate: 'Only on my date ({{day}})',
    postingMatch_one:
      'Matches for your posting, searched for its next travel day ({{day}}), which is also its last.',
    postingMatch_other:
      'Matches for your posting, searched for its next travel day ({{day}}). “Meets on” counts its next {{count}} travel days up to {{last}}',
    timeWindow: {
      legend: 'Time of day',
      on: 'Mark departures around a time',
      around: 'Time',
      margin: 'Give or take',
      minutes: '± {{minutes}} min',
      noTime: 'Enter a time to mark the departures around it.',
      only: 'Only in my time window ({{window}})',
    },
    countOnDate_one: '{{count}} match on {{day}}, nearest first; {{hidden}} on other days hidden',
    countOnDate_other:
      '{{count}} matches on {{day}}, nearest first; {{hidden}} on other days hidden',
    allHidden_one:
      'The {{count}} match does not travel on {{day}} and is hidden. Turn off “Only on my date” to see it.',
    allHidden_other:
      'None of the {{count}} matches travels on {{day}}; all are hidden. Turn off “Only on my date” to see them.',
    countInWindow_one:
      '{{count}} match in your time window ({{window}}), nearest first; {{hidden}} hidden',
    countInWindow_other:
      '{{count}} matches in your time window ({{window}}), nearest first; {{hidden}} hidden',
    allHiddenInWindow_one:
      'The {{count}} match is hidden by your filters (time window {{window}}).',
    allHiddenInWindow_other:
      'All {{count}} matches are hidden by your filters (time window {{window}}).',
    showAll_one: 'Show the {{count}} match',
    showAll_other: 'Show all {{count}} matches',
    showMore: 'Show more ({{shown}} of {{total}})',
    createOpposite: {
      OFFERING: 'No drivers? Create a ride request',
      REQUEST: 'No passengers? Offer a ride',
    },
    commute: {
      save: 'Save as my commute',
      saved: 'Saved as my commute: {{name}}. It opens from the start screen in one tap.',
      alreadySaved: 'This route is one of your commute routes: {{name}}.',
      saveWayHome: 'Also save the way home ({{name}})',
      wayHomeSaved: 'The way home is saved too: {{name}}.',
      full: 'You have {{max}} saved routes, the most there can be. Remove one on the start screen to save this one.',
    },
    newSearch: 'New search',
    failedModal: {
      title: 'Offer failed',
      text: 'Something went wrong, please try again or contact the support.',
    },
  },
  entry: {
    departure: 'Departure {{time}}',
    departureNoTime: 'Departure: {{notGiven}}',
    fromOrigin: '{{distance}} from your origin',
    fromDestination: '{{distance}} from your destination',
    fit: {
      travels: 'Travels on {{day}}',
      next: 'Not on this date, next on {{day}}',
      never: 'Not on this date, and no trip after it',
    },
    wayHome: 'Also the way home',
    contacted: 'Contacted',
    inTimeWindow: 'Departs {{time}}, in your time window',
    postingFit: {
      none_one: 'Does not meet on your next travel day',
      none_other: 'Meets on none of your next {{count}} travel days',
      some_one: 'Meets on your next travel day',
      some_other: 'Meets on {{shared}} of your next {{count}} travel days',
      all_one: 'Meets on your next travel day',
      all_other: 'Meets on all of your next {{count}} travel days',
    },
  },
  detail: {
    title: 'Details',
    origin: 'Origin',
    destination: 'Destination',
    originHint: '{{distance}} from your origin',
    destinationHint: '{{distance}} from your destination',
    departure: 'Departure',
    email: 'E-mail',
    description: 'Further information',
    noDescription: 'No further information.',
    contact: 'Write an e-mail',
    contactedOn: 'Contacted on {{date}}',
    forgetContacted: 'Remove the mark',
    calendar: {
      hint: 'Agreed? Put the trips in your calendar.',
      title: 'WEN car pool with {{name}}: {{origin}} → {{destination}}',
    },
    mailSubject: 'WEN car pool: {{origin}} – {{destination}}',
    mailBody:
      'Hello {{givenName}} {{familyName}},\n\nI found your posting in WEN ({{origin}} – {{destination}}) and would like to share the ride with you:\n\nDate: {{date}}\nDeparture: {{time}}\nPick-up point: {{pickUp}}\nDestination: {{dropOff}}\n\nBest regards\n{{senderName}}',
  },
  summary: {
    oneTime: 'One-time on {{date}} at {{time}}',
    flexible: 'Recurring, flexible working hours: {{days}}, {{time}}',
    shift: '{{shift}} (recurring): {{time}}',
    departureAt: 'departure {{time}}',
    wayBack: 'Way back {{time}}',
    period: 'Period: {{start}} – {{end}}',
    kind: {
      ONE_TIME: 'One-time',
      RECURRING: 'Flexible working hours',
      ANY_SHIFT: 'Shift work',
      EARLY_SHIFT_EVEN_WEEKS: 'Early shift in even weeks',
      EARLY_SHIFT_ODD_WEEKS: 'Early shift in odd weeks',
      PERMANENT_EARLY_SHIFT: 'Permanent early shift',
      PERMANENT_LATE_SHIFT: 'Permanent late shift',
      NIGHT_SHIFT: 'Night shift',
    },
    weekDays: {
      MONDAY: 'Mon',
      TUESDAY: 'Tue',
      WEDNESDAY: 'Wed',
      THURSDAY: 'Thu',
      FRIDAY: 'Fri',
      SATURDAY: 'Sat',
      SUNDAY: 'Sun',
    },
  },
};
