/** Texts of the dashboard feature (namespace 'dashboard'). German is the source shape. */
export const de = {
  title: 'WEN',
  welcome: 'Willkommen, {{givenName}} {{familyName}}!',
  createPosting: 'Mitfahrt anbieten oder suchen',
  search: {
    heading: 'Fahrgemeinschaft finden',
    origin: 'Start',
    destination: 'Ziel',
    chooseOrigin: 'Startpunkt wählen',
    chooseDestination: 'Ziel wählen',
    date: 'Abfahrtsdatum',
    dateHint: 'Frühestens heute.',
    incomplete: 'Bitte wählen Sie Start, Ziel und Abfahrtsdatum.',
    findDrivers: 'Fahrer finden',
    findPassengers: 'Mitfahrer finden',
  },
} as const;
