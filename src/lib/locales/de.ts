/** Shared texts (namespace 'common'). German is the source shape every language follows. */
export const de = {
  appName: 'WEN',
  loading: 'Wird geladen …',
  startingApp: 'WEN wird gestartet …',
  language: { label: 'Sprache', de: 'DE', en: 'EN' },
  header: {
    back: 'Zurück',
    help: 'Hilfe',
    logout: 'Abmelden',
    myPage: 'Mein WEN',
  },
  modal: { ok: 'OK', cancel: 'Abbrechen' },
  errors: {
    title: 'Fehler',
    generic:
      'Ihre Anfrage konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut und verzichten Sie auf die Sonderzeichen | $ & % @ < >.',
  },
  progress: 'Schritt {{current}} von {{total}}',
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht.',
    back: 'Zur Startseite',
  },
  errorBoundary: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Diese Ansicht konnte nicht angezeigt werden. Bitte kehren Sie zur Startseite zurück und versuchen Sie es erneut.',
    back: 'Zur Startseite',
  },
} as const;
