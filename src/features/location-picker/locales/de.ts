/** Texts of the location picker feature (namespace 'locationPicker'). German is the source shape. */
export const de = {
  title: 'Ort wählen',
  titleOrigin: 'Start wählen',
  titleDestination: 'Ziel wählen',
  tabs: {
    label: 'Suchbereich',
    campus: 'Campus',
    other: 'Andere Orte',
  },
  search: {
    label: 'Ort suchen',
    labelCampus: 'Gebäude suchen',
    placeholder: 'z. B. Dachau oder FIZ',
    placeholderCampus: 'z. B. FIZ 12',
    tooShort: 'Bitte geben Sie einen längeren Suchbegriff ein',
  },
  sections: {
    hotSpots: 'Treffpunkte und Standorte',
    recent: 'Zuletzt verwendet',
    buildings: 'Gebäude',
    places: 'Suchergebnisse',
  },
  loading: 'Ergebnisse werden geladen...',
  noResults: 'Keine Ergebnisse',
  failed: 'Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  distance: '{{distance}} entfernt',
  showAll: 'Alle anzeigen ({{count}})',
  showFewer: 'Weniger anzeigen',
  distanceFrom: {
    default: 'Entfernungen ab einem Standardpunkt in München.',
    device: 'Entfernungen ab Ihrem Standort.',
    debug: 'Entfernungen ab der Testposition {{name}}.',
    unavailable:
      'Ihr Standort ist nicht verfügbar: Entfernungen ab einem Standardpunkt in München.',
    locate: 'Meinen Standort verwenden',
  },
  kinds: {
    recent: 'Zuletzt verwendet',
    hotspot: 'Treffpunkt',
    event: 'Veranstaltung',
    'web-search': 'Ort',
    building: 'Gebäude',
  },
  debug: {
    summary: 'Testposition (nur Testumgebung)',
    label: 'Eigene Position für Entfernungen',
    none: 'Standard oder Browser-Position',
  },
} as const;
