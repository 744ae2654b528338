import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  title: 'Choose a location',
  titleOrigin: 'Choose origin',
  titleDestination: 'Choose destination',
  tabs: {
    label: 'Search area',
    campus: 'Campus',
    other: 'Other Places',
  },
  search: {
    label: 'Search for a place',
    labelCampus: 'Search for a building',
    placeholder: 'e.g. Dachau or FIZ',
    placeholderCampus: 'e.g. FIZ 12',
    tooShort: 'Please enter a longer search term',
  },
  sections: {
    hotSpots: 'Hot spots and sites',
    recent: 'Recent',
    buildings: 'Buildings',
    places: 'Search results',
  },
  loading: 'Loading results...',
  noResults: 'No results',
  failed: 'The list could not be loaded. Please try again.',
  distance: '{{distance}} away',
  showAll: 'Show all ({{count}})',
  showFewer: 'Show fewer',
  distanceFrom: {
    default: 'Distances from a default point in Munich.',
    device: 'Distances from your location.',
    debug: 'Distances from the test position {{name}}.',
    unavailable: 'Your location is not available: distances from a default point in Munich.',
    locate: 'Use my location',
  },
  kinds: {
    recent: 'Recent',
    hotspot: 'Hot spot',
    event: 'Event',
    'web-search': 'Place',
    building: 'Building',
  },
  debug: {
    summary: 'Test position (test environments only)',
    label: 'Own position for distances',
    none: 'Default or browser position',
  },
};
