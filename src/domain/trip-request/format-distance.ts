/**
 * Distances in metres as the spec shows them (section 5), with the number formatting of the language
 * (German decimal comma, English decimal point). A no-break space keeps number and unit on one line.
 */
const UNIT_SPACE = '\u00a0';

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, fractionDigits: 0 | 1): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Makes the language's distance formats ahead of their first use, soon after a screen that shows distances opened
 * (so after its search went out): the first Intl.NumberFormat of a page loads the locale's data, 30-100 ms of a
 * mid-range phone's main thread (the bench's 4x throttled profile of the offers search), which then falls into the
 * wait for the answer instead of between the answer and the first entry on screen.
 */
export function prepareDistanceFormats(language: string): () => void {
  const timer = setTimeout(() => {
    numberFormat(language, 0);
    numberFormat(language, 1);
  }, 0);
  return () => clearTimeout(timer);
}

/** Whole metres; a negative or non-finite input (no position) counts as 0. */
function wholeMetres(metres: number): number {
  return Number.isFinite(metres) && metres > 0 ? Math.round(metres) : 0;
}

function inMetres(metres: number, language: string): string {
  return `${numberFormat(language, 0).format(metres)}${UNIT_SPACE}m`;
}

function inKilometres(metres: number, language: string, fractionDigits: 0 | 1): string {
  return `${numberFormat(language, fractionDigits).format(metres / 1000)}${UNIT_SPACE}km`;
}

/** Location picker: m below 1,000; km with one decimal from 1,000 to 10,000; whole km above 10,000. */
export function formatPickerDistance(metres: number, language: string): string {
  const rounded = wholeMetres(metres);
  if (rounded < 1000) return inMetres(rounded, language);
  if (rounded <= 10_000) return inKilometres(rounded, language, 1);
  return inKilometres(rounded, language, 0);
}

/** Offer screens: m below 100, otherwise km with one decimal. */
export function formatOfferDistance(metres: number, language: string): string {
  const rounded = wholeMetres(metres);
  if (rounded < 100) return inMetres(rounded, language);
  return inKilometres(rounded, language, 1);
}
