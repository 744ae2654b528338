import { expect, type Locator, type Page } from '@playwright/test';
import { openApp } from './fixtures';

/** Opens the app once with ?locale= so the language choice is stored before signing in. */
export async function chooseLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  await openApp(page, `/login?locale=${language}`);
}

/** The dashboard's button that opens the picker for origin (Start/Origin) or destination (Ziel/Destination). */
export function locationButton(page: Page, target: 'origin' | 'destination'): Locator {
  // 'Start und Ziel tauschen' (the swap button) also begins with 'Start'.
  const name =
    target === 'origin' ? /^(Start|Origin)\b(?! und Ziel tauschen)/ : /^(Ziel|Destination)\b/;
  return page.getByRole('button', { name });
}

/** The results section of the picker (place or building results), by its heading's toggle. */
export function resultsSection(page: Page): Locator {
  return page.getByRole('region', { name: /^(Suchergebnisse|Search results|Gebäude|Buildings)/ });
}

/** The picker's search has answered: its results, or 'No results' (a place may be listed above them only). */
export async function searchSettled(page: Page): Promise<void> {
  const results = resultsSection(page);
  await expect(
    results
      .getByRole('listitem')
      .or(results.getByText(/^(No results|Keine Ergebnisse)$/))
      .first(),
  ).toBeVisible();
}

/** A place listed in the picker, in whichever section lists it (each place is listed once). */
export function pickerPlace(page: Page, name: RegExp): Locator {
  return page.getByRole('listitem').getByRole('button', { name }).first();
}

/**
 * Picks a place as a person does: opens the picker from the dashboard, types the term, and taps the result
 * whose text starts with `placeName`. Ends back on the dashboard.
 */
export async function pickLocation(
  page: Page,
  target: 'origin' | 'destination',
  term: string,
  placeName: RegExp,
): Promise<void> {
  await locationButton(page, target).click();
  await expect(page).toHaveURL(/\/commute-pooling\/location-picker$/);
  await page.getByRole('searchbox').fill(term);
  await searchSettled(page);
  // Each place is listed once: in the results, or higher up among the recent places or hot spots.
  const result = pickerPlace(page, placeName);
  await result.click();
  await expect(page).not.toHaveURL(/location-picker/);
}

/** Today plus `days` as the date input wants it (yyyy-MM-dd), in the browser's zone (Europe/Berlin). */
export function berlinDate(days = 0): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day);
}

const DISTANCE = /([\d.,]+)\s(k?m)/;

/** A shown distance ('1,2 km', '85 m', '1.2 km') in metres. */
export function shownDistanceInMetres(text: string): number {
  const match = DISTANCE.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no distance in "${text}"`);
  // German uses the comma as decimal separator and the dot for thousands; English the reverse.
  const raw = match[1];
  const normalized =
    raw.includes(',') && !/,\d{3}\b/.test(raw)
      ? raw.replace(/\./g, '').replace(',', '.')
      : raw.replace(/,/g, '');
  const value = Number(normalized);
  return match[2] === 'km' ? value * 1000 : value;
}

/** The two distances each shown offer entry names (from the origin, from the destination), in metres. */
export async function shownOfferDistances(list: Locator): Promise<Array<[number, number]>> {
  const entries = await list.getByRole('listitem').all();
  const result: Array<[number, number]> = [];
  for (const entry of entries) {
    const origin = await entry.getByText(/(vom Start|from your origin)$/).innerText();
    const destination = await entry.getByText(/(vom Ziel|from your destination)$/).innerText();
    result.push([shownDistanceInMetres(origin), shownDistanceInMetres(destination)]);
  }
  return result;
}
