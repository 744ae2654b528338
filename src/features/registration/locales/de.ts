/** Texts of the registration feature (namespace 'registration'). German is the source shape. */
export const de = {
  continue: 'Weiter',
  terms: {
    accept: 'Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzhinweise gelesen.',
    termsLink: 'Nutzungsbedingungen',
    privacyLink: 'Datenschutzhinweise',
    required: 'Bitte akzeptieren Sie die Nutzungsbedingungen und die Datenschutzhinweise.',
  },
  firstStep: {
    title: 'Registrieren',
    intro: 'Legen Sie Ihre Zugangsdaten für WEN fest.',
    email: 'E-Mail',
    password: 'Passwort',
    passwordHint: 'Mindestens {{count}} Zeichen',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    passwordTooShort: 'Das Passwort muss mindestens {{count}} Zeichen lang sein.',
    haveAccount: 'Bereits registriert?',
    logIn: 'Anmelden',
  },
  secondStep: {
    title: 'Persönliche Angaben',
    question: 'Wie nutzen Sie WEN?',
    corporate: {
      title: 'Als Mitarbeiterin oder Mitarbeiter des Konzerns',
      text: 'Sie arbeiten im Konzern und haben eine Personalnummer.',
    },
    public: {
      title: 'Als externe Person',
      text: 'Sie gehören nicht zum Konzern, zum Beispiel als Partnerin oder Partner eines Dienstleisters.',
    },
  },
  employeeDetails: {
    title: 'Mitarbeiterdaten',
    intro: 'Alle Felder sind Pflichtfelder.',
    givenName: 'Vorname',
    familyName: 'Nachname',
    department: 'Abteilung',
    employeeNumber: 'Personalnummer',
    employeeNumberPlaceholder: 'Q123456 oder QX12345',
    required: 'Bitte füllen Sie dieses Feld aus.',
    submit: 'Registrieren',
    submitting: 'Registrierung wird gesendet …',
  },
  signUpFailed: {
    title: 'Registrierung fehlgeschlagen',
    emailInUse:
      'Diese E-Mail-Adresse wird bereits verwendet. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    employeeNumberInUse:
      'Diese Personalnummer ist bereits registriert. Bitte melden Sie sich an oder wenden Sie sich an den Support.',
    general:
      'Die Registrierung ist fehlgeschlagen. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut. Wenn der Fehler bestehen bleibt, wenden Sie sich an den Support.',
  },
  thirdStep: {
    title: 'Sie haben Post',
    headline: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    sentTo: 'Wir haben eine Bestätigungs-E-Mail gesendet an:',
    validity:
      'Bitte bestätigen Sie Ihre Registrierung mit dem Link in dieser E-Mail. Der Link ist {{count}} Tage gültig.',
    group: {
      corporate:
        'Nach der Bestätigung können Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden und Fahrgemeinschaften mit Kolleginnen und Kollegen bilden.',
      public:
        'Nach der Bestätigung können Sie sich als externe Person mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden. Einige Dienste stehen nur Mitarbeitenden des Konzerns offen.',
    },
    logIn: 'Anmelden',
    openTestMailbox: 'Testpostfach öffnen (nur Testbetrieb)',
  },
  wenUser: {
    title: 'Registrierung für WEN',
    headline: 'Willkommen bei WEN, {{givenName}} {{familyName}}!',
    welcome:
      'Sie haben sich mit Ihrer Q-Nummer angemeldet. Registrieren Sie sich einmalig für WEN, um Fahrgemeinschaften mit Kolleginnen und Kollegen zu bilden.',
    email: 'E-Mail',
    register: 'Registrieren',
    registering: 'Registrierung läuft …',
    cancel: 'Abbrechen',
    failure: {
      general:
        'Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es erneut. Wenn der Fehler bestehen bleibt, wenden Sie sich an den Support.',
      alreadyRegistered:
        'Sie sind bereits registriert oder die E-Mail-Adresse wird schon verwendet. Bitte melden Sie sich mit Ihrer Q-Nummer an.',
      expired: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit Ihrer Q-Nummer an.',
    },
  },
  missingMail: {
    title: 'E-Mail-Adresse ergänzen',
    text: 'Für WEN benötigen wir Ihre E-Mail-Adresse, damit Kolleginnen und Kollegen Sie erreichen können.',
    email: 'E-Mail',
    invalid: 'Ungültige Eingabe',
    inUse: 'Diese E-Mail-Adresse wird bereits verwendet.',
    saving: 'E-Mail-Adresse wird gespeichert …',
  },
  confirmationEmailSent: {
    title: 'Bestätigungs-E-Mail gesendet',
    sentTo: 'Ihre E-Mail-Adresse ist gespeichert. Wir haben eine Bestätigungs-E-Mail gesendet an:',
    text: 'Sie können WEN jetzt nutzen.',
  },
} as const;
