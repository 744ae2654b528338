import type { Coordinates } from '@/domain/geo/geo';

/** Reference geography of the seed: real company sites and towns of the Munich area, real coordinates. */

export interface CompanySite extends Coordinates {
  /** Short campus code used in building codes, e.g. 'FIZ'. */
  code: string;
  name: string;
  address: string;
}

export const COMPANY_SITES = {
  fiz: {
    code: 'FIZ',
    name: 'FIZ Forschungs- und Innovationszentrum',
    address: 'Knorrstraße 147, 80937 München',
    latitude: 48.20052,
    longitude: 11.55963,
  },
  munich: {
    code: 'MUC',
    name: 'BMW Werk München',
    address: 'Petuelring 130, 80809 München-Milbertshofen',
    latitude: 48.17792,
    longitude: 11.5562,
  },
  dingolfing: {
    code: 'DGF',
    name: 'BMW Group Werk Dingolfing',
    address: 'Landshuter Straße 56, 84130 Dingolfing',
    latitude: 48.63989,
    longitude: 12.49053,
  },
  garching: {
    code: 'GAR',
    name: 'BMW Group Standort Garching',
    address: 'Daimlerstraße 6, 85748 Garching bei München',
    latitude: 48.24369,
    longitude: 11.63466,
  },
  unterschleissheim: {
    code: 'USH',
    name: 'BMW Group Campus Unterschleißheim',
    address: 'Landshuter Straße 26, 85716 Unterschleißheim',
    latitude: 48.28117,
    longitude: 11.58431,
  },
  regensburg: {
    code: 'RGB',
    name: 'BMW Group Werk Regensburg',
    address: 'Herbert-Quandt-Allee, 93055 Regensburg',
    latitude: 48.99252,
    longitude: 12.15692,
  },
  landshut: {
    code: 'LAN',
    name: 'BMW Group Werk Landshut',
    address: 'Ohmstraße 2, 84030 Landshut',
    latitude: 48.55717,
    longitude: 12.13351,
  },
  freimann: {
    code: 'FRM',
    name: 'BMW Group Standort Freimann',
    address: 'Lilienthalallee 40, 80939 München-Freimann',
    latitude: 48.18985,
    longitude: 11.59156,
  },
  headquarters: {
    code: 'HQ',
    name: 'BMW Konzernzentrale (Vierzylinder)',
    address: 'Petuelring 130, 80788 München',
    latitude: 48.17662,
    longitude: 11.55964,
  },
} as const satisfies Record<string, CompanySite>;
export type SiteKey = keyof typeof COMPANY_SITES;

/** Where most commuters work: the seed weights sites by head count. */
export const SITE_WEIGHTS: ReadonlyArray<{ weight: number; value: SiteKey }> = [
  { weight: 30, value: 'fiz' },
  { weight: 18, value: 'munich' },
  { weight: 10, value: 'dingolfing' },
  { weight: 8, value: 'garching' },
  { weight: 8, value: 'unterschleissheim' },
  { weight: 5, value: 'regensburg' },
  { weight: 5, value: 'landshut' },
  { weight: 8, value: 'freimann' },
  { weight: 8, value: 'headquarters' },
];

export interface Town extends Coordinates {
  name: string;
  postalCode: string;
  /** Has an S-Bahn or regional station worth a place entry. */
  station?: string;
}

export const TOWNS: readonly Town[] = [
  {
    name: 'Dachau',
    postalCode: '85221',
    latitude: 48.26027,
    longitude: 11.43416,
    station: 'Dachau Bahnhof',
  },
  {
    name: 'Freising',
    postalCode: '85354',
    latitude: 48.40275,
    longitude: 11.74876,
    station: 'Freising Bahnhof',
  },
  {
    name: 'Erding',
    postalCode: '85435',
    latitude: 48.30638,
    longitude: 11.90755,
    station: 'Erding Bahnhof',
  },
  {
    name: 'Fürstenfeldbruck',
    postalCode: '82256',
    latitude: 48.17904,
    longitude: 11.25496,
    station: 'Fürstenfeldbruck Bahnhof',
  },
  {
    name: 'Starnberg',
    postalCode: '82319',
    latitude: 47.99902,
    longitude: 11.34002,
    station: 'Starnberg Bahnhof',
  },
  {
    name: 'Ingolstadt',
    postalCode: '85049',
    latitude: 48.76508,
    longitude: 11.42372,
    station: 'Ingolstadt Hbf',
  },
  {
    name: 'Augsburg',
    postalCode: '86150',
    latitude: 48.37054,
    longitude: 10.89779,
    station: 'Augsburg Hbf',
  },
  {
    name: 'Rosenheim',
    postalCode: '83022',
    latitude: 47.85637,
    longitude: 12.12247,
    station: 'Rosenheim Bahnhof',
  },
  {
    name: 'Landshut',
    postalCode: '84028',
    latitude: 48.53721,
    longitude: 12.15171,
    station: 'Landshut Hbf',
  },
  {
    name: 'Dingolfing',
    postalCode: '84130',
    latitude: 48.63013,
    longitude: 12.49638,
    station: 'Dingolfing Bahnhof',
  },
  {
    name: 'Regensburg',
    postalCode: '93047',
    latitude: 49.01343,
    longitude: 12.10162,
    station: 'Regensburg Hbf',
  },
  {
    name: 'Garching bei München',
    postalCode: '85748',
    latitude: 48.24906,
    longitude: 11.65139,
    station: 'Garching U-Bahn',
  },
  {
    name: 'Unterschleißheim',
    postalCode: '85716',
    latitude: 48.28052,
    longitude: 11.57686,
    station: 'Unterschleißheim Bahnhof',
  },
  {
    name: 'Oberschleißheim',
    postalCode: '85764',
    latitude: 48.25118,
    longitude: 11.56095,
    station: 'Oberschleißheim Bahnhof',
  },
  {
    name: 'Ismaning',
    postalCode: '85737',
    latitude: 48.22638,
    longitude: 11.67472,
    station: 'Ismaning Bahnhof',
  },
  { name: 'Unterföhring', postalCode: '85774', latitude: 48.19245, longitude: 11.64502 },
  {
    name: 'Germering',
    postalCode: '82110',
    latitude: 48.13392,
    longitude: 11.3765,
    station: 'Germering-Unterpfaffenhofen',
  },
  {
    name: 'Karlsfeld',
    postalCode: '85757',
    latitude: 48.22689,
    longitude: 11.46044,
    station: 'Karlsfeld Bahnhof',
  },
  { name: 'Eching', postalCode: '85386', latitude: 48.30053, longitude: 11.61876 },
  {
    name: 'Neufahrn bei Freising',
    postalCode: '85375',
    latitude: 48.31557,
    longitude: 11.66487,
    station: 'Neufahrn Bahnhof',
  },
  {
    name: 'Olching',
    postalCode: '82140',
    latitude: 48.20703,
    longitude: 11.33089,
    station: 'Olching Bahnhof',
  },
  { name: 'Puchheim', postalCode: '82178', latitude: 48.17224, longitude: 11.35447 },
  { name: 'Markt Schwaben', postalCode: '85570', latitude: 48.19129, longitude: 11.86886 },
  { name: 'Poing', postalCode: '85586', latitude: 48.17018, longitude: 11.81864 },
  { name: 'Haar', postalCode: '85540', latitude: 48.10878, longitude: 11.72797 },
  { name: 'Ottobrunn', postalCode: '85521', latitude: 48.06501, longitude: 11.66525 },
  { name: 'Unterhaching', postalCode: '82008', latitude: 48.06577, longitude: 11.61532 },
  { name: 'Wolfratshausen', postalCode: '82515', latitude: 47.91316, longitude: 11.42159 },
  { name: 'Holzkirchen', postalCode: '83607', latitude: 47.88561, longitude: 11.69989 },
  { name: 'Ebersberg', postalCode: '85560', latitude: 48.07717, longitude: 11.97056 },
  { name: 'Petershausen', postalCode: '85238', latitude: 48.41124, longitude: 11.47127 },
  { name: 'Pfaffenhofen an der Ilm', postalCode: '85276', latitude: 48.53075, longitude: 11.50791 },
  { name: 'Moosburg an der Isar', postalCode: '85368', latitude: 48.47074, longitude: 11.93809 },
  { name: 'München-Schwabing', postalCode: '80802', latitude: 48.16486, longitude: 11.58522 },
  { name: 'München-Milbertshofen', postalCode: '80809', latitude: 48.18661, longitude: 11.56774 },
  { name: 'München-Maxvorstadt', postalCode: '80333', latitude: 48.14896, longitude: 11.57079 },
  { name: 'München-Haidhausen', postalCode: '81667', latitude: 48.13093, longitude: 11.59535 },
  { name: 'München-Sendling', postalCode: '81369', latitude: 48.11801, longitude: 11.53961 },
  { name: 'München-Bogenhausen', postalCode: '81679', latitude: 48.15464, longitude: 11.61471 },
  { name: 'München-Neuhausen', postalCode: '80634', latitude: 48.15565, longitude: 11.53055 },
  { name: 'München-Giesing', postalCode: '81539', latitude: 48.11023, longitude: 11.58034 },
  { name: 'München-Trudering', postalCode: '81825', latitude: 48.12081, longitude: 11.66546 },
  { name: 'München-Feldmoching', postalCode: '80995', latitude: 48.21488, longitude: 11.54021 },
  { name: 'München-Hasenbergl', postalCode: '80933', latitude: 48.21524, longitude: 11.55588 },
  { name: 'München-Moosach', postalCode: '80992', latitude: 48.17978, longitude: 11.51082 },
  { name: 'München-Pasing', postalCode: '81241', latitude: 48.14961, longitude: 11.46159 },
  { name: 'München-Freimann', postalCode: '80939', latitude: 48.19882, longitude: 11.61087 },
  { name: 'München-Am Hart', postalCode: '80937', latitude: 48.20419, longitude: 11.57352 },
];
