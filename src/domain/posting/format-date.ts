import { format, isValid, parseISO } from 'date-fns';

/**
 * The date formats of spec section 9, in date-fns tokens: DD.MM.YYYY (and with HH:mm) on booking cards,
 * dd/MM/yyyy and dd/MM/yyyy HH:mm in pickers, dd.MM.yy on the creation overview; HH:mm alone for a time.
 */
export const DATE_FORMATS = {
  card: 'dd.MM.yyyy',
  cardDateTime: 'dd.MM.yyyy HH:mm',
  picker: 'dd/MM/yyyy',
  pickerDateTime: 'dd/MM/yyyy HH:mm',
  overview: 'dd.MM.yy',
  /** The departure time beside a recurring posting's period (booking card). */
  time: 'HH:mm',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** Parses an ISO string (a date, a local date-time or one with offset) or passes a Date through. */
export function toDate(value: Date | string): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/**
 * Formats in the browser's time zone; an unparsable value gives '' (a screen never shows 'Invalid Date').
 */
export function formatDate(value: Date | string | null | undefined, name: DateFormatName): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMATS[name]) : '';
}

/** The date as the pickers of the spec show it for a language (section 9): dd.MM.yyyy in German, dd/MM/yyyy in English. */
export const formatLanguageDate = (value: Date | string | null | undefined, language: string) =>
  formatDate(value, language === 'en' ? 'picker' : 'card');
/** DD.MM.YYYY, the booking cards' format. */
export const formatCardDate = (value: Date | string | null | undefined) =>
  formatDate(value, 'card');
/** dd/MM/yyyy, the pickers' date format. */
export const formatPickerDate = (value: Date | string | null | undefined) =>
  formatDate(value, 'picker');
/** dd/MM/yyyy HH:mm, the one-time picker's format. */
export const formatPickerDateTime = (value: Date | string | null | undefined) =>
  formatDate(value, 'pickerDateTime');
/** dd.MM.yy, the creation overview's short format. */
export const formatOverviewDate = (value: Date | string | null | undefined) =>
  formatDate(value, 'overview');
