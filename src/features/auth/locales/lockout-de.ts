/** The login lockout's texts (login-lockout.ts), known only for the fake backend. */
export const de = {
  lastTry:
    'Noch ein Versuch: Nach einem weiteren falschen Passwort wird das Konto für {{minutes}} Minuten gesperrt.',
  nowLocked:
    'Nach zu vielen falschen Passwörtern ist das Konto jetzt für {{minutes}} Minuten gesperrt.',
  lockedFor:
    'Zu viele Anmeldeversuche. Ihr Konto ist vorübergehend gesperrt, für bis zu {{minutes}} Minuten. Bitte versuchen Sie es danach erneut.',
} as const;
