/** Texts of the posting creation feature (namespace 'postingCreation'). German is the source shape. */
export const de = {
  continue: 'Weiter',
  firstStep: {
    title: 'Inserat erstellen',
    choose: 'Was möchten Sie tun?',
    OFFERING: {
      heading: 'Mitfahrt anbieten',
      text: 'Sie fahren mit dem Auto zur Arbeit und haben freie Plätze? Erstellen Sie ein Inserat, damit Kolleginnen und Kollegen mit dem gleichen Weg Sie kontaktieren können.',
      illustration: 'Ein Auto mit Fahrerin und freien Plätzen',
    },
    REQUEST: {
      heading: 'Mitfahrt suchen',
      text: 'Sie suchen eine Mitfahrgelegenheit zur Arbeit? Erstellen Sie ein Gesuch, damit Fahrerinnen und Fahrer mit dem gleichen Weg Sie kontaktieren können.',
      illustration: 'Eine Person wartet mit Tasche an einem Treffpunkt',
    },
  },
  secondStep: {
    title: 'Art der Fahrt',
    tripKind: {
      legend: 'Wie oft fahren Sie?',
      ONE_TIME: 'Einmalig',
      RECURRING: 'Regelmäßig',
    },
    recurringKind: {
      legend: 'Welche Arbeitszeiten haben Sie?',
      hint: 'Nur für regelmäßige Fahrten.',
      ANY_SHIFT: 'Schichtarbeit',
      RECURRING: 'Flexible Arbeitszeiten',
    },
  },
  thirdStepShift: {
    title: 'Schicht',
    shift: 'Schicht',
    emptyShift: 'Bitte Schicht wählen',
    departure: 'Abfahrt (Schichtbeginn)',
    back: 'Rückfahrt (Schichtende)',
    timesHint:
      'Die Zeiten dieser Schicht an Ihrem Standort. Wenn Ihre Zeiten abweichen, ändern Sie sie hier.',
  },
  thirdStepFlexible: {
    title: 'Wochentage',
    weekDays: 'An welchen Tagen fahren Sie?',
    weekDaysHint: 'Mindestens ein Tag.',
    departure: 'Übliche Abfahrtszeit',
    departureHint: 'In 5-Minuten-Schritten.',
    back: 'Übliche Rückfahrtszeit (optional)',
    backHint: 'Wann Sie meist zurückfahren. Leer lassen, wenn es keine feste Zeit gibt.',
  },
  thirdStepOnetime: {
    title: 'Datum und Uhrzeit',
    dateTime: 'Datum und Uhrzeit',
    hint: 'In 5-Minuten-Schritten, frühestens ab jetzt.',
  },
  clock: {
    clear: 'Zeit löschen',
  },
  period: {
    legend: 'Zeitraum',
    from: 'Von',
    until: 'Bis',
  },
  picker: {
    empty: 'Nicht gewählt',
    corrected: {
      past: 'Ein Datum in der Vergangenheit ist nicht möglich: auf heute gesetzt.',
      pastTime:
        'Eine Uhrzeit in der Vergangenheit ist nicht möglich: auf die nächstmögliche Zeit gesetzt.',
      beforeStart: '„Bis“ kann nicht vor „Von“ liegen: auf das Von-Datum gesetzt.',
    },
  },
  shifts: {
    EARLY_SHIFT_EVEN_WEEKS: 'Frühschicht in geraden Wochen',
    EARLY_SHIFT_ODD_WEEKS: 'Frühschicht in ungeraden Wochen',
    PERMANENT_EARLY_SHIFT: 'Dauerfrühschicht',
    PERMANENT_LATE_SHIFT: 'Dauerspätschicht',
    NIGHT_SHIFT: 'Nachtschicht',
  },
  weekDays: {
    MONDAY: 'Montag',
    TUESDAY: 'Dienstag',
    WEDNESDAY: 'Mittwoch',
    THURSDAY: 'Donnerstag',
    FRIDAY: 'Freitag',
    SATURDAY: 'Samstag',
    SUNDAY: 'Sonntag',
  },
  overview: {
    title: 'Übersicht',
    route: 'Strecke',
    from: 'Start',
    to: 'Ziel',
    chooseOrigin: 'Startpunkt wählen',
    chooseDestination: 'Ziel wählen',
    missingRoute: 'Bitte wählen Sie Startpunkt und Ziel.',
    summary: 'Ihr Inserat',
    postingType: 'Art',
    OFFERING: 'Ich fahre (Mitfahrt anbieten)',
    REQUEST: 'Ich fahre mit (Mitfahrt suchen)',
    trip: 'Fahrt',
    ONE_TIME: 'Einmalig',
    RECURRING: 'Regelmäßig, flexible Arbeitszeiten',
    shiftTrip: 'Regelmäßig, Schichtarbeit: {{shift}}',
    dateTime: 'Datum und Uhrzeit',
    period: 'Zeitraum',
    periodValue: '{{start}} – {{end}}',
    weekDays: 'Wochentage',
    departure: 'Abfahrt',
    back: 'Rückfahrt',
    changing:
      'Sie ändern ein bestehendes Inserat. „Erstellen“ veröffentlicht das geänderte Inserat und storniert danach das bisherige.',
    changed: 'Ihr Inserat ist geändert. Das bisherige ist storniert.',
    changeNotCreated:
      'Ihr Inserat wurde nicht geändert: Das bisherige Inserat bleibt aktiv. Ihre Eingaben bleiben erhalten, bitte versuchen Sie es erneut.',
    changeRolledBack:
      'Ihr Inserat wurde nicht geändert: Das bisherige Inserat ließ sich nicht stornieren, deshalb wurde das neue wieder zurückgenommen. Das bisherige Inserat bleibt aktiv. Bitte versuchen Sie es später erneut.',
    changeBothActive:
      'Das geänderte Inserat ist aktiv, aber das bisherige ließ sich nicht stornieren. Bitte stornieren Sie das bisherige Inserat in Mein WEN.',
    description: 'Weitere Informationen (optional)',
    // No-break spaces: the characters wrap as one, never '>.' alone on a line.
    descriptionHint:
      'Bitte verzichten Sie auf die Zeichen |\u00a0$\u00a0&\u00a0%\u00a0@\u00a0<\u00a0>.',
    create: 'Erstellen',
    creating: 'Inserat wird erstellt …',
    created: 'Ihr Inserat ist erstellt.',
    showCreated: 'In Mein WEN ansehen',
    createFailed:
      'Ihr Inserat konnte nicht bearbeitet werden. Bitte versuchen Sie es erneut und verzichten Sie auf die Zeichen | $ & % @ < >. Wenn das Problem bleibt, wenden Sie sich bitte an den Support.',
  },
} as const;
