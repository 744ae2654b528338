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
    swap: 'Start und Ziel tauschen',
    lastRoute: 'Letzte Strecke: {{origin}} → {{destination}}',
    date: 'Abfahrtsdatum',
    dateHint: 'Frühestens heute.',
    noDate: 'Nicht gewählt',
    dateCorrected: 'Ein Datum in der Vergangenheit ist nicht möglich: auf heute gesetzt.',
    incomplete: 'Bitte wählen Sie Start, Ziel und Abfahrtsdatum.',
    findDrivers: 'Fahrer finden',
    findPassengers: 'Mitfahrer finden',
  },
} as const;
