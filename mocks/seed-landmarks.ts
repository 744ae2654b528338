import type { Coordinates } from '@/domain/geo/geo';
import type { SiteKey } from './seed-geography';

/**
 * The seed's named places and texts beside its geography (./seed-geography.ts): meeting points, company events,
 * campus buildings, departments, further-information texts and the testers' positions.
 */

/** Meeting points colleagues know (predefined hot spots). */
export const HOT_SPOTS: ReadonlyArray<Coordinates & { name: string; address: string }> = [
  {
    name: 'P+R Fröttmaning',
    address: 'Werner-Heisenberg-Allee, 80939 München',
    latitude: 48.2116,
    longitude: 11.61649,
  },
  {
    name: 'P+R Dachau Bahnhof',
    address: 'Frühlingstraße, 85221 Dachau',
    latitude: 48.25449,
    longitude: 11.45432,
  },
  {
    name: 'P+R Freising Bahnhof',
    address: 'Alois-Steinecker-Straße, 85354 Freising',
    latitude: 48.39528,
    longitude: 11.74545,
  },
  {
    name: 'Mitfahrtreffpunkt Autobahn A9 Ausfahrt Garching-Süd',
    address: '85748 Garching bei München',
    latitude: 48.23871,
    longitude: 11.62102,
  },
  {
    name: 'Mitfahrtreffpunkt A92 Eching-Ost',
    address: '85386 Eching',
    latitude: 48.29768,
    longitude: 11.64155,
  },
  {
    name: 'P+R Erding Bahnhof',
    address: 'Bahnhofstraße, 85435 Erding',
    latitude: 48.30397,
    longitude: 11.90012,
  },
  {
    name: 'P+R Fürstenfeldbruck',
    address: 'Bahnhofstraße, 82256 Fürstenfeldbruck',
    latitude: 48.17212,
    longitude: 11.26126,
  },
  {
    name: 'P+R Oberschleißheim',
    address: 'Bahnhofstraße, 85764 Oberschleißheim',
    latitude: 48.25218,
    longitude: 11.56648,
  },
  {
    name: 'Mitfahrtreffpunkt A92 Landshut-West',
    address: '84036 Landshut',
    latitude: 48.55932,
    longitude: 12.08936,
  },
  {
    name: 'P+R Studentenstadt',
    address: 'Ungererstraße, 80805 München',
    latitude: 48.18233,
    longitude: 11.60932,
  },
];

/** Company events that appear among the predefined places. */
export const EVENTS: ReadonlyArray<Coordinates & { name: string; address: string }> = [
  {
    name: 'BMW Welt Mitarbeiterforum',
    address: 'Am Olympiapark 1, 80809 München',
    latitude: 48.17694,
    longitude: 11.55601,
  },
  {
    name: 'FIZ Sommerfest',
    address: 'Knorrstraße 147, 80937 München',
    latitude: 48.20192,
    longitude: 11.55877,
  },
  {
    name: 'Werk Dingolfing Tag der offenen Tür',
    address: 'Landshuter Straße 56, 84130 Dingolfing',
    latitude: 48.63811,
    longitude: 12.48762,
  },
  {
    name: 'BMW Museum Führung für Mitarbeitende',
    address: 'Am Olympiapark 2, 80809 München',
    latitude: 48.17687,
    longitude: 11.55932,
  },
];

/** Kinds of campus buildings, German and English. */
export const BUILDING_KINDS: ReadonlyArray<{ de: string; en: string }> = [
  { de: 'Bürogebäude', en: 'Office building' },
  { de: 'Projekthaus', en: 'Project house' },
  { de: 'Werkhalle', en: 'Production hall' },
  { de: 'Prüfstand', en: 'Test bench' },
  { de: 'Labor', en: 'Laboratory' },
  { de: 'Kantine', en: 'Canteen' },
  { de: 'Parkhaus', en: 'Car park' },
  { de: 'Logistikzentrum', en: 'Logistics centre' },
  { de: 'Werkstatt', en: 'Workshop' },
  { de: 'Empfang', en: 'Reception' },
];

/** Building counts per campus (150 in all) and how their codes look. */
export const CAMPUS_BUILDINGS: ReadonlyArray<{
  site: SiteKey;
  count: number;
  code: (n: number) => string;
}> = [
  // 'FIZ 1' .. 'FIZ 50'
  { site: 'fiz', count: 50, code: (n) => `FIZ ${n + 1}` },
  // 'MUC 1.1' .. 'MUC 6.5'
  { site: 'munich', count: 30, code: (n) => `MUC ${Math.floor(n / 5) + 1}.${(n % 5) + 1}` },
  // 'DGF 01.10' .. 'DGF 05.50'
  {
    site: 'dingolfing',
    count: 25,
    code: (n) => `DGF ${String(Math.floor(n / 5) + 1).padStart(2, '0')}.${(n % 5) + 1}0`,
  },
  { site: 'garching', count: 10, code: (n) => `GAR ${n + 1}` },
  { site: 'unterschleissheim', count: 10, code: (n) => `USH ${n + 1}` },
  { site: 'regensburg', count: 10, code: (n) => `RGB ${String(n + 1).padStart(2, '0')}.10` },
  { site: 'landshut', count: 10, code: (n) => `LAN ${n + 20}` },
  { site: 'freimann', count: 5, code: (n) => `FRM ${n + 1}` },
];

export const DEPARTMENTS = [
  'EF-3 Fahrzeugentwicklung',
  'EG-44 Gesamtfahrzeug',
  'FG-21 Fahrwerk',
  'TI-45 IT Plattformen',
  'PZ-1 Produktion',
  'TR-6 Antrieb',
  'EA-5 Elektrik/Elektronik',
  'PM-3 Projektmanagement',
  'VS-2 Vertrieb',
  'QM-7 Qualitätsmanagement',
  'FZ-11 Fahrzeugsicherheit',
  'LG-4 Logistik',
  'HR-2 Personal',
  'FI-8 Finanzen',
];

/** What people write into the further-information box. */
export const DESCRIPTIONS = [
  'Abfahrt pünktlich, ich warte höchstens 5 Minuten.',
  'Nichtraucherauto, Platz für zwei Mitfahrende.',
  'Treffpunkt gerne am Bahnhof, bitte kurz per Mail melden.',
  'Ich fahre ein Elektroauto, Laden am Werk möglich.',
  'Flexible Rückfahrt zwischen 16 und 18 Uhr.',
  'Hund fährt manchmal mit – bitte keine Allergien.',
  'Umweg über die Autobahn möglich, wenn es passt.',
  'Kindersitz vorhanden.',
  'Kofferraum ist meist frei für Gepäck.',
  'Gerne auch nur für einzelne Tage.',
  'I speak English and German.',
  'Music on low volume, quiet ride preferred.',
];

/** Positions testers can pretend to be at. */
export const DEBUG_POSITIONS: ReadonlyArray<Coordinates & { name: string; address: string }> = [
  {
    name: 'Testposition Standardort',
    address: 'Standardposition der App',
    latitude: 48.19353,
    longitude: 11.57087,
  },
  {
    name: 'Testposition FIZ Haupteingang',
    address: 'Knorrstraße 147, 80937 München',
    latitude: 48.20013,
    longitude: 11.56174,
  },
  {
    name: 'Testposition Werk München Tor 1',
    address: 'Petuelring 130, 80809 München',
    latitude: 48.17858,
    longitude: 11.55244,
  },
  {
    name: 'Testposition Dachau Altstadt',
    address: 'Konrad-Adenauer-Straße, 85221 Dachau',
    latitude: 48.26069,
    longitude: 11.43561,
  },
  {
    name: 'Testposition Freising Marienplatz',
    address: 'Marienplatz, 85354 Freising',
    latitude: 48.40126,
    longitude: 11.74328,
  },
  {
    name: 'Testposition Werk Dingolfing',
    address: 'Landshuter Straße 56, 84130 Dingolfing',
    latitude: 48.63932,
    longitude: 12.48911,
  },
  {
    name: 'Testposition Augsburg Hbf',
    address: 'Viktoriastraße 1, 86150 Augsburg',
    latitude: 48.36549,
    longitude: 10.88546,
  },
  {
    name: 'Testposition Rosenheim Zentrum',
    address: 'Max-Josefs-Platz, 83022 Rosenheim',
    latitude: 47.85578,
    longitude: 12.12879,
  },
  {
    name: 'Testposition Ingolstadt Nord',
    address: 'Ingolstadt Nord, 85055 Ingolstadt',
    latitude: 48.78433,
    longitude: 11.41567,
  },
  {
    name: 'Testposition Garching Forschungszentrum',
    address: 'Boltzmannstraße, 85748 Garching',
    latitude: 48.26518,
    longitude: 11.67119,
  },
];
