import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  title: 'WEN',
  welcome: 'Welcome, {{givenName}} {{familyName}}!',
  createPosting: 'Offer or request a ride',
  search: {
    heading: 'Find a car pool',
    origin: 'Origin',
    destination: 'Destination',
    chooseOrigin: 'Choose origin',
    chooseDestination: 'Choose destination',
    swap: 'Swap start and destination',
    lastRoute: 'Last route: {{origin}} → {{destination}}',
    date: 'Departure date',
    dateHint: 'Today at the earliest.',
    noDate: 'Not chosen',
    dateCorrected: 'A date in the past is not possible: set to today.',
    incomplete: 'Please choose origin, destination and departure date.',
    findDrivers: 'Find drivers',
    findPassengers: 'Find passengers',
  },
  commute: {
    heading: 'My commute',
    empty:
      'Save a route you travel often: on the list of matches, with “Save as my commute”. It then opens here in one tap.',
    kind: {
      OFFERING: 'Drivers',
      REQUEST: 'Passengers',
    },
    today: '{{kind}} for today',
    onDay: '{{kind}} for {{date}}',
    newSinceVisit_zero: 'No new matches since your last visit',
    newSinceVisit_one: '{{count}} new match since your last visit',
    newSinceVisit_other: '{{count}} new matches since your last visit',
    notSeen_zero: 'No matches found yet',
    notSeen_one: '{{count}} match you have not seen yet',
    notSeen_other: '{{count}} matches you have not seen yet',
    removeRoute: 'Remove: {{name}} ({{kind}})',
    removed: 'Removed “{{name}}”.',
    undo: 'Undo',
    undoFailed: 'Not restored: {{max}} routes are saved already.',
    fromPosting: 'From your posting',
    lastSearch: 'Your last search',
  },
};
