/** Texts of the offers feature (namespace 'offers'). German is the source shape. */
export const de = {
  overview: {
    title: 'Treffer',
    heading: {
      OFFERING: 'Fahrer',
      REQUEST: 'Mitfahrer',
    },
    request: '{{origin}} → {{destination}}, {{date}}',
    loading: 'Treffer werden gesucht …',
    error: 'Leider gibt es ein Problem. Bitte versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    noMatch:
      'Leider wurde kein passender Treffer gefunden. Versuchen Sie es später erneut oder erstellen Sie ein Inserat, damit andere Sie kontaktieren können.',
    count_one: '{{count}} Treffer, die nächsten zuerst',
    count_other: '{{count}} Treffer, die nächsten zuerst',
    list: {
      OFFERING: 'Gefundene Fahrer',
      REQUEST: 'Gefundene Mitfahrer',
    },
    onlyOnMyDate: 'Nur an meinem Datum ({{day}})',
    postingMatch_one:
      'Treffer für Ihr Inserat, gesucht für seinen nächsten Fahrtag ({{day}}), der zugleich sein letzter ist.',
    postingMatch_other:
      'Treffer für Ihr Inserat, gesucht für seinen nächsten Fahrtag ({{day}}). „Passt an“ zählt seine nächsten {{count}} Fahrtage bis {{last}}',
    timeWindow: {
      legend: 'Tageszeit',
      on: 'Abfahrten um eine Uhrzeit markieren',
      around: 'Uhrzeit',
      margin: 'Spielraum',
      minutes: '± {{minutes}} Min.',
      noTime: 'Geben Sie eine Uhrzeit ein, um die Abfahrten um diese Zeit zu markieren.',
      only: 'Nur in meinem Zeitfenster ({{window}})',
    },
    countOnDate_one:
      '{{count}} Treffer am {{day}}, die nächsten zuerst; {{hidden}} an anderen Tagen ausgeblendet',
    countOnDate_other:
      '{{count}} Treffer am {{day}}, die nächsten zuerst; {{hidden}} an anderen Tagen ausgeblendet',
    allHidden_one:
      'Der {{count}} Treffer fährt nicht am {{day}} und ist ausgeblendet. Schalten Sie „Nur an meinem Datum“ aus, um ihn zu sehen.',
    allHidden_other:
      'Keiner der {{count}} Treffer fährt am {{day}}; alle sind ausgeblendet. Schalten Sie „Nur an meinem Datum“ aus, um sie zu sehen.',
    countInWindow_one:
      '{{count}} Treffer in Ihrem Zeitfenster ({{window}}), die nächsten zuerst; {{hidden}} ausgeblendet',
    countInWindow_other:
      '{{count}} Treffer in Ihrem Zeitfenster ({{window}}), die nächsten zuerst; {{hidden}} ausgeblendet',
    allHiddenInWindow_one:
      'Der {{count}} Treffer ist durch Ihre Filter ausgeblendet (Zeitfenster {{window}}).',
    allHiddenInWindow_other:
      'Alle {{count}} Treffer sind durch Ihre Filter ausgeblendet (Zeitfenster {{window}}).',
    showAll_one: 'Den {{count}} Treffer anzeigen',
    showAll_other: 'Alle {{count}} Treffer anzeigen',
    showMore: 'Weitere anzeigen ({{shown}} von {{total}})',
    createOpposite: {
      OFFERING: 'Keine Fahrer? Mitfahrgesuch erstellen',
      REQUEST: 'Keine Mitfahrer? Fahrt anbieten',
    },
    commute: {
      save: 'Als Arbeitsweg speichern',
      saved:
        'Als Arbeitsweg gespeichert: {{name}}. Sie öffnen ihn auf der Startseite mit einem Tipp.',
      alreadySaved: 'Diese Strecke ist einer Ihrer Arbeitswege: {{name}}.',
      saveWayHome: 'Auch den Rückweg speichern ({{name}})',
      wayHomeSaved: 'Auch der Rückweg ist gespeichert: {{name}}.',
      full: 'Sie haben schon {{max}} Strecken gespeichert, mehr sind nicht möglich. Entfernen Sie eine auf der Startseite, um diese zu speichern.',
    },
    newSearch: 'Neue Suche',
    failedModal: {
      title: 'Suche fehlgeschlagen',
      text: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
    },
  },
  entry: {
    departure: 'Abfahrt {{time}} Uhr',
    departureNoTime: 'Abfahrt: {{notGiven}}',
    fromOrigin: '{{distance}} vom Start',
    fromDestination: '{{distance}} vom Ziel',
    fit: {
      travels: 'Fährt am {{day}}',
      next: 'Nicht an diesem Datum, nächste Fahrt am {{day}}',
      never: 'Nicht an diesem Datum, danach keine Fahrt mehr',
    },
    wayHome: 'Auch der Rückweg',
    contacted: 'Angeschrieben',
    inTimeWindow: 'Abfahrt {{time}} Uhr, in Ihrem Zeitfenster',
    postingFit: {
      none_one: 'Passt nicht an Ihrem nächsten Fahrtag',
      none_other: 'Passt an keinem Ihrer nächsten {{count}} Fahrtage',
      some_one: 'Passt an Ihrem nächsten Fahrtag',
      some_other: 'Passt an {{shared}} Ihrer nächsten {{count}} Fahrtage',
      all_one: 'Passt an Ihrem nächsten Fahrtag',
      all_other: 'Passt an allen Ihren nächsten {{count}} Fahrtagen',
    },
  },
  detail: {
    title: 'Details',
    origin: 'Start',
    destination: 'Ziel',
    originHint: '{{distance}} von Ihrem Start entfernt',
    destinationHint: '{{distance}} von Ihrem Ziel entfernt',
    departure: 'Abfahrt',
    email: 'E-Mail',
    description: 'Weitere Informationen',
    noDescription: 'Keine weiteren Informationen.',
    contact: 'E-Mail schreiben',
    contactedOn: 'Angeschrieben am {{date}}',
    forgetContacted: 'Markierung entfernen',
    calendar: {
      hint: 'Einig geworden? Tragen Sie die Fahrten in Ihren Kalender ein.',
      title: 'WEN-Fahrgemeinschaft mit {{name}}: {{origin}} → {{destination}}',
    },
    mailSubject: 'WEN Fahrgemeinschaft: {{origin}} – {{destination}}',
    mailBody:
      'Hallo {{givenName}} {{familyName}},\n\nich habe Ihr Inserat in WEN gefunden ({{origin}} – {{destination}}) und würde gern eine Fahrgemeinschaft mit Ihnen bilden:\n\nDatum: {{date}}\nAbfahrt: {{time}}\nTreffpunkt: {{pickUp}}\nZiel: {{dropOff}}\n\nViele Grüße\n{{senderName}}',
  },
  summary: {
    oneTime: 'Einmalig am {{date}} um {{time}} Uhr',
    flexible: 'Regelmäßig, flexible Arbeitszeiten: {{days}}, {{time}}',
    shift: '{{shift}} (regelmäßig): {{time}}',
    departureAt: 'Abfahrt {{time}} Uhr',
    wayBack: 'Rückfahrt {{time}} Uhr',
    period: 'Zeitraum: {{start}} – {{end}}',
    kind: {
      ONE_TIME: 'Einmalig',
      RECURRING: 'Flexible Arbeitszeiten',
      ANY_SHIFT: 'Schichtarbeit',
      EARLY_SHIFT_EVEN_WEEKS: 'Frühschicht in geraden Wochen',
      EARLY_SHIFT_ODD_WEEKS: 'Frühschicht in ungeraden Wochen',
      PERMANENT_EARLY_SHIFT: 'Dauerfrühschicht',
      PERMANENT_LATE_SHIFT: 'Dauerspätschicht',
      NIGHT_SHIFT: 'Nachtschicht',
    },
    weekDays: {
      MONDAY: 'Mo',
      TUESDAY: 'Di',
      WEDNESDAY: 'Mi',
      THURSDAY: 'Do',
      FRIDAY: 'Fr',
      SATURDAY: 'Sa',
      SUNDAY: 'So',
    },
  },
} as const;
