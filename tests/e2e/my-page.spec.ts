import { readFile } from 'node:fs/promises';
import { calendarEventOf } from '../unit/support/calendar-file';
import { injectFault } from './support/faults';
import { expect, test } from './support/fixtures';
import { firstBookingItem, openMyPage, waitForDashboard } from './support/posting-helpers';

const ENDED = / · (Inserat storniert|Inserat abgelaufen|Inserat beendet)/;

test.describe('My page', () => {
  test('at 320 px a card’s places keep every word whole: a long destination takes a line of its own', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn('demo');
    await waitForDashboard(page);
    await openMyPage(page);
    const routes = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(routes.first()).toBeVisible();
    // Each word of the route (origin, destination) laid out on one line: the seed's 'FIZ Forschungs- und
    // Innovationszentrum' broke into 'Innovationszen' / 'trum' when the two places shared the line half and half.
    const split = await routes.evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
        return words;
      }),
    );
    expect(split).toEqual([]);
    expect(await routes.allTextContents()).toContainEqual(
      expect.stringContaining('Innovationszentrum'),
    );
  });

  test('profile card and the seeded postings: status lines, ended ones last, detail and help', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await waitForDashboard(page);
    await openMyPage(page);

    const profile = page.getByRole('region', { name: 'Max Mustermann' });
    await expect(profile).toContainText('EF-3 Fahrzeugentwicklung');
    await expect(profile).toContainText('10023456 / Q123456');
    await expect(profile).toContainText('demo@bmw.example');
    const mail = await profile.getByRole('link', { name: 'Konto löschen' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:wen-support%40example-carmaker\.com\?subject=.+&body=.+/);
    expect(decodeURIComponent(mail ?? '')).toContain('Nutzer-ID: user-demo');

    // The seed gives the demo user a posting in every state; archived ones are not listed. The list paints a
    // screenful first and the rest of its first page right after (progressive-booking-list.tsx), so the lines
    // are read once every state is on screen, not after the first card.
    const expectedLines = [
      / · Inserat aktiv$/,
      / · Inserat storniert$/,
      / · Inserat abgelaufen$/,
      / · Inserat beendet$/,
      /^(Einmalig|Regelmäßig) · -$/,
    ];
    const readLines = async () =>
      (await page.getByRole('article').locator('.booking-card__status').allTextContents()).map(
        (line) => line.trim(),
      );
    await expect
      .poll(async () => {
        const shown = await readLines();
        return expectedLines
          .filter((expected) => !shown.some((line) => expected.test(line)))
          .map(String);
      })
      .toEqual([]);
    const lines = await readLines();
    // A state outside the spec's list keeps its trip kind (spec section 4): never '-' alone.
    expect(lines).not.toContain('-');
    const firstEnded = lines.findIndex((line) => ENDED.test(line));
    expect(firstEnded).toBeGreaterThan(0);
    expect(lines.slice(firstEnded).every((line) => ENDED.test(line))).toBe(true);

    // Cancel only on active postings, Remove only on ended ones.
    const active = page
      .getByRole('article')
      .filter({ hasText: / · Inserat aktiv/ })
      .first();
    await expect(active.getByRole('button', { name: 'Stornieren' })).toBeVisible();
    await expect(active.getByRole('button', { name: 'Entfernen' })).toHaveCount(0);
    const other = page
      .getByRole('article')
      .filter({ has: page.locator('.booking-card__status', { hasText: / · -$/ }) })
      .first();
    await expect(other.getByRole('button', { name: /Stornieren|Entfernen/ })).toHaveCount(0);

    // The active posting into the calendar: a file with the user as contact and the posting's route as title.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      active.getByRole('button', { name: 'Zum Kalender hinzufügen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wen-mitfahr(angebot|gesuch)-.+\.ics$/);
    const event = calendarEventOf(await readFile((await download.path())!, 'utf8'));
    expect(event.organizer).toBe('demo@bmw.example');
    expect(event.summary).toMatch(/^WEN-Mitfahr(angebot|gesuch): .+ → .+$/);

    // Help from a card, then a tap on the card opens the own posting.
    await active.getByRole('link', { name: 'Hilfe' }).click();
    await expect(page).toHaveURL(/\/commute-pooling\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/my-wen$/);
    await active.locator('.booking-card__service').click();
    await expect(page).toHaveURL(/\/commute-pooling\/posting\/detail$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Strecke' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/my-wen$/);
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a posting whose period has ended reads so and is removed, whatever state it still has (issue 35)', async ({
    page,
    signIn,
  }) => {
    const archives: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/bookings\/(archive|cancel)\//.test(request.url()))
        archives.push(request.url());
    });
    await signIn('demo');
    await waitForDashboard(page);
    await openMyPage(page);
    // The seeded overdue posting: its period ended weeks ago (the spec's '-' would leave it without a way out).
    const ended = page
      .getByRole('article')
      .filter({
        has: page.locator('.booking-card__status', { hasText: /^Regelmäßig · Zeitraum beendet$/ }),
      })
      .first();
    await expect(ended).toBeVisible();
    const heading = (await ended.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expect(ended.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
    await ended.getByRole('button', { name: 'Entfernen' }).click();
    await page
      .getByRole('dialog', { name: 'Inserat entfernen?' })
      .getByRole('button', { name: 'Inserat entfernen' })
      .click();
    await expect(page.getByRole('article').filter({ hasText: heading })).toHaveCount(0);
    // Archived at once: a posting that is not running is not cancelled first.
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatch(/\/archive\//);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Meine Inserate' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: heading })).toHaveCount(0);
  });

  test('failed cancel and remove show the Error modal and keep the posting', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await waitForDashboard(page);
    await openMyPage(page);

    const activeCards = page.getByRole('article').filter({ hasText: / · Inserat aktiv/ });
    await expect(activeCards.first()).toBeVisible();
    const active = await firstBookingItem(page, activeCards);
    const activeRoute = await active.getByRole('heading', { level: 3 }).textContent();
    await injectFault(page, { route: 'bookings.cancel', kind: 'status', status: 500, once: true });
    await active.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fehler' });
    await expect(dialog).toContainText(
      'Es ist ein Fehler aufgetreten. Wenn das Problem bleibt, wenden Sie sich bitte an den Support.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    // Still active: the same posting, Cancel usable again.
    await expect(active).toContainText(' · Inserat aktiv');
    await expect(active.getByRole('heading', { level: 3 })).toHaveText(activeRoute ?? '');
    await expect(active.getByRole('button', { name: 'Stornieren' })).toBeEnabled();

    const ended = await firstBookingItem(
      page,
      page.getByRole('article').filter({ hasText: ENDED }),
    );
    await injectFault(page, { route: 'bookings.archive', kind: 'status', status: 500, once: true });
    await ended.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat entfernen' }).click();
    await expect(page.getByRole('dialog', { name: 'Fehler' })).toContainText(
      'Es ist ein Fehler aufgetreten',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    // Still listed, Remove usable again.
    await expect(ended.getByRole('button', { name: 'Entfernen' })).toBeEnabled();
  });
});
