/** Texts of the terms feature (namespace 'terms'). German is the source shape. */
export const de = {
  title: 'Nutzungsbedingungen',
  welcome: 'Willkommen, {{givenName}} {{familyName}}!',
  updateText:
    'Wir haben unsere Nutzungsbedingungen aktualisiert. Bitte lesen und akzeptieren Sie sie, um WEN weiter zu nutzen.',
  termsLink: 'Nutzungsbedingungen lesen',
  accept: 'Akzeptieren',
  logout: 'Abmelden',
} as const;
