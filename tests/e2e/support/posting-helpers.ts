import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers of the posting creation and My page specs: moving through the app as a person does, with the
 * German or English texts (regular expressions cover both languages).
 */

/** A day relative to today in Europe/Berlin (the browser's zone in the Playwright config), 'yyyy-MM-dd'. */
export function berlinDay(offsetDays: number): string {
  const moment = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (pickers) or 'dd.MM.yyyy' (booking cards). */
export function pickerDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
export function cardDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** After the sign-in: wait until the dashboard has settled (the login's own redirects are done). */
export async function waitForDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await expect(page.getByRole('heading', { name: /Max Mustermann/ })).toBeVisible();
}

/**
 * Opens an in-app route without reloading (the way the app's own buttons navigate), optionally with a
 * navigation state: the creation flow is entered with {postingType} from the offers screens.
 */
export async function navigateInApp(
  page: Page,
  path: string,
  state: unknown = null,
): Promise<void> {
  await page.evaluate(
    ({ target, navigationState }) => window.history.pushState(navigationState, '', target),
    { target: path, navigationState: state },
  );
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
}

export const continueButton = (page: Page) =>
  page.getByRole('button', { name: /^(weiter|continue)$/i });

/** The highlighted progress dot, read from its announcement ('Schritt n von 3' / 'Step n of 3'). */
export async function expectProgress(page: Page, step: number): Promise<void> {
  await expect(page.getByText(new RegExp(`^(Schritt|Step) ${step} (von|of) 3$`))).toBeAttached();
}

/**
 * From the second creation step (German): one-time, then the departure on `day` at `time` ('HH:mm', on the 5-minute
 * grid), on to the overview.
 */
export async function chooseOneTimeDeparture(page: Page, day: string, time: string): Promise<void> {
  await page.getByRole('radio', { name: 'Einmalig' }).check();
  await continueButton(page).click();
  await pickDay(page, 'Datum und Uhrzeit', `${day}T${time}`);
  await expectShownDate(page, 'Datum und Uhrzeit', `${pickerDate(day)} ${time}`);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/create\/overview$/);
}

/**
 * Picks a day ('yyyy-MM-dd') or a date and time ('yyyy-MM-ddTHH:mm') in a date field. The field is the
 * browser's own input (transparent over the shown value; a tap opens its picker): filled as the picker sets it.
 */
export async function pickDay(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** The text a date field shows (dd/MM/yyyy or dd/MM/yyyy HH:mm), read as a person reads it. */
export async function expectShownDate(page: Page, label: string, shown: string): Promise<void> {
  const field = page.locator('.date-field', { has: page.getByLabel(label, { exact: true }) });
  await expect(field.locator('.date-field__shown')).toHaveText(shown);
}

/**
 * Chooses From or To on the overview through the location picker: search, take the first search
 * result, and be back on the overview. Returns the chosen place's name (as booking cards show it).
 */
export async function chooseLocationViaPicker(
  page: Page,
  which: 'from' | 'to',
  term: string,
): Promise<string> {
  await page
    .getByRole('button', { name: which === 'from' ? /^(start|from)\b/i : /^(ziel|to)\b/i })
    .click();
  await expect(page).toHaveURL(/\/commute-pooling\/location-picker$/);
  await page.getByRole('searchbox', { name: /^(ort suchen|search for a place)$/i }).fill(term);
  const results = page.getByRole('region', { name: /^(suchergebnisse|search results)/i });
  const first = results.getByRole('listitem').first().getByRole('button');
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/commute-pooling\/create\/overview$/);
  const target = which === 'from' ? 'origin' : 'destination';
  const name = await page.evaluate(
    (key) =>
      (
        JSON.parse(sessionStorage.getItem('wen.mobilityRequest') ?? '{}') as Record<
          string,
          { name?: string } | null
        >
      )[key]?.name ?? '',
    target,
  );
  expect(name).not.toBe('');
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^(start|from|ziel|to) .*${escapeRegExp(name)}`, 'i'),
    }),
  ).toBeVisible();
  return name;
}

/** My page's card of a posting, by its route and the departure date shown. */
export function bookingCard(page: Page, origin: string, destination: string, day: string): Locator {
  return page
    .getByRole('article')
    .filter({ hasText: origin })
    .filter({ hasText: destination })
    .filter({ hasText: cardDate(day) });
}

/** Opens My page from the dashboard's header, as a person does. */
/**
 * The list item on My page (its id names the booking) of the first of these cards, found once and followed from
 * then on: My page shows its list in steps of 20 and orders it by state, so another card may take its place.
 */
export async function firstBookingItem(page: Page, cards: Locator): Promise<Locator> {
  const id = await page.locator('li', { has: cards.first() }).first().getAttribute('id');
  if (!id) throw new Error('the booking card has no list item id');
  return page.locator(`li[id="${id}"]`);
}

export async function openMyPage(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^(mein wen|my wen)$/i }).click();
  await expect(page).toHaveURL(/\/my-wen$/);
  await expect(
    page.getByRole('heading', { level: 2, name: /^(meine inserate|my postings)$/i }),
  ).toBeVisible();
}

/**
 * Renders every posting of My page by its 'show more' button: the list shows 20 at first and more on the button or
 * when its end comes into view (ended and cancelled ones come last, so a posting just cancelled may be among them).
 * The button names how many are left, and is gone once all are shown.
 */
export async function showAllPostings(page: Page): Promise<void> {
  const more = page.getByRole('button', {
    name: /^(weitere inserate anzeigen|show more postings)/i,
  });
  await expect(page.getByRole('article').first()).toBeVisible();
  // The first frame shows a screenful, the button only after it (the list is busy until then): read before that,
  // 'no button' meant 'all shown' and the postings after the 20th stayed hidden (CI of 0a5f32f, posting-change).
  await expect(page.locator('.booking-list[aria-busy="true"]')).toHaveCount(0);
  while ((await more.count()) > 0) {
    const label = await more.innerText().catch(() => '');
    // Pressed without scrolling to it first: scrolled into view, the list may already show more and take the
    // button away under the click.
    await more.dispatchEvent('click').catch(() => undefined);
    await expect(more.filter({ hasText: label })).toHaveCount(0);
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits until My page's shown list is complete: its first frame holds a screenful of cards and the rest of its first
 * page follows right after (the list is `aria-busy` meanwhile; src/features/bookings/my-page-screen.tsx).
 */
export async function bookingListComplete(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
