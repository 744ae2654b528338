/** Shared texts (namespace 'common'). German is the source shape every language follows. */
export const de = {
  appName: 'WEN',
  loading: 'Wird geladen …',
  startingApp: 'WEN wird gestartet …',
  language: {
    label: 'Sprache',
    de: 'DE',
    en: 'EN',
    name: { de: 'Deutsch', en: 'English' },
  },
  header: {
    back: 'Zurück',
    help: 'Hilfe',
    logout: 'Abmelden',
    myPage: 'Mein WEN',
  },
  flash: { close: 'Hinweis schließen' },
  logoutConfirm: {
    title: 'Abmelden?',
    text: 'Sie können sich jederzeit wieder anmelden. Ihre Inserate bleiben erhalten.',
    confirm: 'Ja, abmelden',
    keep: 'Angemeldet bleiben',
  },
  modal: { ok: 'OK', cancel: 'Abbrechen' },
  errors: {
    title: 'Fehler',
    /** The spec's generic invalid-input message (section 5). */
    invalidInput: 'Keine gültige Eingabe',
    generic:
      'Ihre Anfrage konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut und verzichten Sie auf die Sonderzeichen | $ & % @ < >.',
    noAnswerTitle: 'Keine Verbindung',
    noAnswer:
      'WEN hat keine Antwort vom Server bekommen. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
  },
  noAccess: {
    title: 'Kein Zugang',
    text: 'Sie haben noch keinen Zugang zu den Mobilitätsdiensten.',
    reason:
      'Fahrgemeinschaften werden für jedes Konto einzeln freigeschaltet, und Ihres ist noch nicht freigeschaltet.',
    hint: 'Sobald Ihr Zugang freigeschaltet ist, können Sie hier Fahrten anbieten und finden.',
    blocked: 'Diese Seite können Sie nutzen, sobald Ihr Zugang freigeschaltet ist.',
    helpHeading: 'Fragen zum Zugang?',
    help: 'Hilfe und FAQ',
    contactHint:
      'Der Support für Fahrgemeinschaften beantwortet sie und sagt Ihnen, wie Sie Zugang bekommen:',
    email: 'E-Mail: {{email}}',
    phone: 'Telefon: {{number}}',
    contactSupport: 'Support kontaktieren',
    supportTitle: 'Zugang zu WEN',
    toStart: 'Zur Startseite',
  },
  appNotices: {
    offline:
      'Keine Verbindung: WEN zeigt den zuletzt geladenen Stand. Änderungen sind möglich, sobald das Netz zurück ist.',
    keptUser:
      'WEN erreicht den Dienst gerade nicht: Sie sehen den Stand Ihres letzten Besuchs. WEN versucht es weiter.',
    updateReady: 'Eine neue Version von WEN ist da.',
    reload: 'Neu laden',
  },
  connection: {
    offlineTitle: 'Keine Verbindung',
    offlineText:
      'WEN erreicht den Server gerade nicht. Sie bleiben angemeldet: Sobald das Netz wieder da ist, geht es von selbst weiter.',
    unavailableTitle: 'Dienst nicht verfügbar',
    unavailableText:
      'Der WEN-Dienst antwortet gerade nicht. Sie bleiben angemeldet. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    retrying: 'Verbindung wird geprüft …',
  },
  switchAccount: {
    title: 'Konto wechseln?',
    text: 'Sie sind als {{current}} angemeldet. Der Link, den Sie geöffnet haben, meldet {{next}} an.',
    question: 'Möchten Sie das Konto wechseln?',
    switch: 'Zu {{next}} wechseln',
    stay: 'Als {{current}} angemeldet bleiben',
  },
  progress: 'Schritt {{current}} von {{total}}',
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht.',
    back: 'Zur Startseite',
  },
  /** A recurring posting without a time of day (docs/posting-times.md). */
  postingTime: { notGiven: 'Uhrzeit nicht angegeben' },
  calendar: {
    add: 'Zum Kalender hinzufügen',
    noDayLeft: 'Keine Fahrt mehr, die in einen Kalender passt.',
    failed:
      'Die Kalenderdatei konnte nicht erstellt werden. Bitte versuchen Sie es erneut, sobald Sie online sind.',
  },
  errorBoundary: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Diese Ansicht konnte nicht angezeigt werden. Bitte kehren Sie zur Startseite zurück und versuchen Sie es erneut.',
    back: 'Zur Startseite',
  },
} as const;
