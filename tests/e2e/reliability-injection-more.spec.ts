import type { Page } from '@playwright/test';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { weekDaysOf } from '@contract/schemas';
import {
  fillRegistrationDetails,
  fillRegistrationFirstStep,
  NEW_REGISTRATION,
  submitEmailLogin,
} from './support/auth-helpers';
import { watchDialogs } from './support/dialogs';
import { expect, openApp, signInWithPassword, test } from './support/fixtures';
import { berlinDay, bookingCard, openMyPage, waitForDashboard } from './support/posting-helpers';
import { recordResult, writeSummary } from './support/reliability-report';

/**
 * Injection in the browser (issue 9), the free-text fields tests/e2e/reliability-injection.spec.ts does not
 * cover: a posting's further information (on the own posting detail and in another user's offer detail) and
 * the names of an e-mail registration (in the welcome headline after the sign-in). Script and markup render as
 * the literal text: no dialog fires and no injected element exists.
 */
const MARKUP = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const DESCRIPTION = `${MARKUP} | $ & % @ < > ? # + = ; Grüße 🚗\nzweite Zeile`;
const INJECTED = 'img[src="x"], script:text("alert(1)")';

const findDriversButton = (page: Page) =>
  page.getByRole('button', { name: /^(Fahrer finden|Find drivers)$/ });

const DACHAU = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau', address: '85221 Dachau' };
const FIZ = {
  latitude: 48.20052,
  longitude: 11.55963,
  name: 'FIZ Forschungs- und Innovationszentrum',
  address: 'Knorrstraße 147, 80937 München',
};

/** Posts a one-time offer Dachau → FIZ at 20:00 of `day` with the description, through the API from the page. */
async function postOfferThroughApi(page: Page, email: string, day: string): Promise<void> {
  const status = await page.evaluate(
    async ({ body, header }) => {
      const response = await fetch('/api/v1/bookings', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [header]: localStorage.getItem('accessToken') ?? '',
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    {
      header: TOKEN_HEADER,
      body: (() => {
        const time = new Date(`${day}T20:00:00+01:00`).toISOString();
        return {
          integrationId: 'commutePooling',
          origin: DACHAU,
          destination: FIZ,
          departureTime: time,
          integrationInfo: {
            postingType: 'OFFERING',
            recurrence: 'ONE_TIME',
            periodStart: time,
            periodEnd: time,
            weekDays: weekDaysOf(),
            fleets: [],
            userInformation: { email, description: DESCRIPTION },
          },
        };
      })(),
    },
  );
  expect(status).toBe(201);
}

test.describe('markup and script in more free text render as inert text', () => {
  test.describe.configure({ timeout: 60_000 });

  test.afterAll(() => {
    writeSummary<{ field: string; dialogs: number }>('injection-more', 2, (records) => ({
      line: `injection-more: ${records.length} more free-text fields shown back with a script and markup payload, ${records.reduce((sum, record) => sum + record.dialogs, 0)} dialogs, 0 injected elements`,
      figures: { fields: records.map((record) => record.field) },
    }));
  });

  test("a posting's further information: own posting detail and another user's offer detail", async ({
    page,
    signIn,
  }) => {
    const dialogs = watchDialogs(page);
    // Tomorrow: an offer for tonight cannot be posted once tonight's departure has passed.
    const day = berlinDay(1);
    await signIn('demo');
    await waitForDashboard(page);
    await postOfferThroughApi(page, 'demo@bmw.example', day);

    // The poster: My page → the card → the posting detail.
    await page.reload();
    await waitForDashboard(page);
    await openMyPage(page);
    const card = bookingCard(page, 'Dachau', 'FIZ', day);
    await expect(card).toHaveCount(1);
    await card.locator('.booking-card__service').click();
    await expect(page).toHaveURL(/\/commute-pooling\/posting\/detail$/);
    const own = page.locator('.posting-description');
    await expect(own).toContainText(MARKUP);
    expect(await own.evaluate((element) => element.textContent)).toBe(DESCRIPTION);
    expect(await own.evaluate((element) => element.children.length)).toBe(0);
    await expect(page.locator(INJECTED)).toHaveCount(0);

    // Another user finds the offer (Dachau → FIZ, that day) and opens its detail.
    await page.evaluate(() => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
    });
    // The other user signs in on the same browser, whose fake backend keeps the offer just posted.
    await signInWithPassword(page, 'buildings');
    await findDriversButton(page).waitFor();
    await page.evaluate(
      (request) => sessionStorage.setItem('wen.mobilityRequest', JSON.stringify(request)),
      {
        origin: DACHAU,
        destination: FIZ,
        departureTime: new Date(`${day}T19:00:00+01:00`).toISOString(),
        postingType: null,
        mobilityRequestId: null,
      },
    );
    await page.reload();
    await findDriversButton(page).click();
    await expect(page).toHaveURL(/\/offers\/overview$/);
    const offer = page.getByRole('listitem').filter({ hasText: 'Max Mustermann' }).first();
    await expect(offer).toBeVisible();
    await offer.getByRole('link').or(offer.getByRole('button')).first().click();
    await expect(page).toHaveURL(/\/offers\/detail$/);
    const shown = page.locator('.offer-detail__description');
    await expect(shown).toHaveValue(DESCRIPTION);
    await expect(page.locator(INJECTED)).toHaveCount(0);

    expect(dialogs()).toBe(0);
    recordResult('injection-more', 'posting description', {
      field: 'posting description',
      shownOn: ['/commute-pooling/posting/detail', '/commute-pooling/offers/detail'],
      dialogs: dialogs(),
      injectedElements: 0,
    });
  });

  test('registration names: inert on the way and in the welcome headline after the sign-in', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    const input = {
      ...NEW_REGISTRATION,
      email: 'markup.names@bmw.example',
      givenName: '<img src=x onerror=alert(1)>Jana & "Ann"',
      familyName: '<script>alert(1)</script>Kraus ? # + = ; ü',
    };
    await openApp(page, '/register-first-step');
    await fillRegistrationFirstStep(page, input);
    await fillRegistrationDetails(page, input);
    await expect(page).toHaveURL(/\/register-third-step$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sie haben Post' })).toBeVisible();
    await expect(page.locator(INJECTED)).toHaveCount(0);

    await page.getByRole('link', { name: /Testpostfach öffnen/ }).click();
    await expect(page).toHaveURL(/\/mock-mailbox$/);
    const mail = page.getByRole('article').filter({ hasText: input.email });
    await expect(mail).toBeVisible();
    await expect(page.locator(INJECTED)).toHaveCount(0);
    await mail.getByRole('button', { name: /Confirm registration/ }).click();
    await expect(mail.getByRole('status')).toContainText('Confirmed');

    await page.getByRole('link', { name: /To the login/ }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
    await submitEmailLogin(page, input.email, input.password);
    const welcome = page.getByRole('heading', { name: /^Willkommen, / });
    await expect(welcome).toHaveText(`Willkommen, ${input.givenName} ${input.familyName}!`);
    expect(
      await welcome.evaluate((element) => element.querySelectorAll('img, script').length),
    ).toBe(0);
    await expect(page.locator(INJECTED)).toHaveCount(0);

    expect(dialogs()).toBe(0);
    recordResult('injection-more', 'registration names', {
      field: 'registration given and family name',
      shownOn: ['/register-third-step', '/mock-mailbox', '/'],
      dialogs: dialogs(),
      injectedElements: 0,
    });
  });
});
