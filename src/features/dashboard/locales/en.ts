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
};
