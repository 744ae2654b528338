/** Texts of the login feature (namespace 'auth'). German is the source shape. */
export const de = {
  login: {
    title: 'WEN',
    tagline: 'Gemeinsam zur Arbeit',
    description:
      'Bilden Sie Fahrgemeinschaften mit Kolleginnen und Kollegen: Bieten Sie eine Fahrt an oder finden Sie eine Mitfahrgelegenheit.',
    qNumberButton: 'Mit Q-Nummer anmelden',
    emailLink: 'Mit E-Mail anmelden',
    help: 'Hilfe und Support',
  },
  emailLogin: {
    title: 'Mit E-Mail anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    emptyFields: 'Bitte E-Mail und Passwort angeben!',
    noAccount: 'Noch kein Konto?',
    signUp: 'Registrieren',
  },
  resetPassword: {
    link: 'Passwort vergessen?',
    hint: 'Der Support setzt Ihr Passwort zurück: Der Link öffnet eine E-Mail an den Support.',
    subject: 'WEN: Passwort zurücksetzen',
    body: 'Hallo WEN-Support,\n\nbitte setzen Sie das Passwort meines WEN-Kontos zurück.\n\nE-Mail-Adresse des Kontos: {{email}}',
  },
  loginFailed: {
    title: 'Anmeldung fehlgeschlagen',
    credentials:
      'Die Zugangsdaten stimmen nicht überein. Bitte prüfen Sie E-Mail und Passwort oder registrieren Sie sich zuerst.',
    tooManyAttempts:
      'Zu viele Anmeldeversuche. Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später erneut.',
    inactive:
      'Inaktives Konto. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link aus der Registrierungs-E-Mail. Falls das nicht hilft, wenden Sie sich an den Support.',
    generic: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
} as const;
