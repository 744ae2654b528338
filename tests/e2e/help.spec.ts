import { expect, openApp, test } from './support/fixtures';
import {
  failNextFeedback,
  openReceivedMessages,
  openSupportFromLogin,
  receivedField,
} from './support/help-helpers';

test.describe('help and support for a logged-out visitor', () => {
  test('reaches /support from the login help icon: a login hint instead of the form, no feedback; /help neither', async ({
    page,
  }) => {
    await openSupportFromLogin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hilfe und Support' })).toBeVisible();
    await expect(
      page.getByText('Um dem Support eine Nachricht zu senden, melden Sie sich bitte an.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /feedback/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /feedback/i })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Hotline anrufen: +49 89 0000 0000' }),
    ).toHaveAttribute('href', 'tel:+498900000000');
    const about = page.getByRole('region', { name: 'Über WEN' });
    for (const name of [
      'Informationen zu WEN',
      'Rechtliche Hinweise',
      'Impressum',
      'Lizenzen',
      'Website',
    ]) {
      await expect(
        about.getByRole('link', { name: `${name} (öffnet in neuem Tab)` }),
      ).toBeVisible();
    }

    await openApp(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Häufige Fragen \(FAQ\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hotline anrufen/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(page.getByRole('region', { name: 'Rechtliches' }).getByRole('link')).toHaveCount(
      4,
    );
    await expect(page.getByRole('link', { name: /feedback/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /support/i })).toHaveCount(0);
  });

  test('reads /support and /help in English', async ({ page }) => {
    await openSupportFromLogin(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();
    await expect(
      page.getByText('Please log in to send a message to the support team.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /feedback/i })).toHaveCount(0);

    await openApp(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const legal = page.getByRole('region', { name: 'Legal' });
    for (const name of ['Terms of use', 'Privacy notice', 'Imprint', 'Legal notice']) {
      await expect(legal.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: 'Call the hotline: +49 89 0000 0000' }),
    ).toBeVisible();
  });
});

test.describe('help and support for a logged-in user', () => {
  test('sends feedback with a rating and an empty text; /mock-messages shows "no answer" and the rating', async ({
    page,
    signIn,
  }) => {
    await signIn('demo', { path: '/commute-pooling/help' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hilfe zu Fahrgemeinschaften' }),
    ).toBeVisible();
    const about = page.getByRole('region', { name: 'Über diese App' });
    await expect(about).toContainText('Version0.11.4');
    await expect(about).toContainText('UmgebungDEV');

    await page.getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Feedback zu Fahrgemeinschaften' }),
    ).toBeVisible();
    await expect(page.getByText('Ihr Feedback ist nicht anonym')).toBeVisible();
    const send = page.getByRole('button', { name: 'Senden' });
    await expect(send).toBeDisabled();

    // The scale 0 to 10 on one row at 390 and 320 px, each at least 24 px wide (WCAG 2.2 target size, AA) and
    // 44 px tall; the legend's ends under 0 and 10.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      const boxes = await page
        .locator('.rating__option')
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON()));
      expect(boxes).toHaveLength(11);
      expect(new Set(boxes.map((box: DOMRect) => Math.round(box.top))).size).toBe(1);
      for (const box of boxes as DOMRect[]) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const ends = await page
        .locator('.rating__ends span')
        .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON()));
      expect(Math.abs(ends[0].left - boxes[0].left)).toBeLessThan(2);
      expect(Math.abs(ends[1].right - boxes[10].right)).toBeLessThan(2);
    }

    await page.getByRole('radio', { name: '8' }).check();
    await send.click();

    // As the spec says, success goes back; the thanks show there, nothing to close first.
    await expect(page).toHaveURL(/\/commute-pooling\/help$/);
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toHaveText(
      /Vielen Dank! Ihr Feedback wurde gesendet\./,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The toast rises above the mock build's dev-panel launcher: neither covers the other.
    const toast = await page.getByRole('status').filter({ hasText: 'Vielen Dank!' }).boundingBox();
    const launcher = await page.getByRole('button', { name: /^Dev-Panel öffnen/ }).boundingBox();
    expect(launcher!.y).toBeGreaterThanOrEqual(toast!.y + toast!.height);

    const entries = await openReceivedMessages(page);
    const newest = entries.first();
    await expect(newest.getByRole('heading')).toHaveText('Feedback');
    await expect(receivedField(newest, 'Message')).toHaveText('no answer');
    await expect(receivedField(newest, 'Rating')).toHaveText('8');
    await expect(receivedField(newest, 'User')).toHaveText('Max Mustermann (user-demo)');
    await expect(receivedField(newest, 'Integration')).toHaveText('commutePooling');
    await expect(receivedField(newest, 'App version')).toHaveText('0.11.4');
  });

  test('sends a support message from the car-pooling help (English); /mock-messages shows it', async ({
    page,
    signIn,
  }) => {
    await signIn('demo', { path: '/commute-pooling/help', language: 'en' });
    await expect(page.getByRole('region', { name: 'About this app' })).toContainText(
      'EnvironmentDEV',
    );
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-support$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support for car-pooling' }),
    ).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAttribute('rows', '8');
    const send = page.getByRole('button', { name: 'Send' });
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.fill('My posting does not show up.\nPlease help.');
    await send.click();
    await expect(page).toHaveURL(/\/commute-pooling\/help$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toHaveText(
      /Thank you! Your message has been sent to the support team\./,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const newest = (await openReceivedMessages(page)).first();
    await expect(newest.getByRole('heading')).toHaveText('Support message');
    await expect(receivedField(newest, 'Message')).toHaveText(
      'My posting does not show up.\nPlease help.',
    );
    await expect(receivedField(newest, 'Bundle / device')).toHaveText('Webapp / Webapp');
    await expect(receivedField(newest, 'Integration')).toHaveText('commutePooling');
  });

  test('sees the form and the feedback button on /support and sends a message there', async ({
    page,
    signIn,
  }) => {
    await signIn('demo', { path: '/support' });
    await expect(page.getByRole('link', { name: 'Feedback geben' })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Ihre Nachricht' });
    await box.fill('Wo finde ich meine Fahrten?');
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();
    await expect(box).toHaveValue('');

    const newest = (await openReceivedMessages(page)).first();
    await expect(receivedField(newest, 'Message')).toHaveText('Wo finde ich meine Fahrten?');
  });

  test('a failed send shows the error modal; keyboard: focus stays inside, Escape closes, focus returns to Send', async ({
    page,
    signIn,
  }) => {
    await signIn('demo', { path: '/commute-pooling/help' });
    await page.getByRole('link', { name: 'Feedback', exact: true }).click();
    await page.getByRole('radio', { name: '3' }).check();
    await page
      .getByRole('textbox', { name: 'Ihre Nachricht (optional)' })
      .fill('Zu wenige Fahrten.');
    await failNextFeedback(page);

    const send = page.getByRole('button', { name: 'Senden' });
    await send.focus();
    await page.keyboard.press('Enter');

    const modal = page.getByRole('dialog', { name: 'Fehler' });
    await expect(modal).toContainText('Ihre Anfrage konnte nicht bearbeitet werden.');
    await expect(modal.getByRole('button')).toHaveText(['OK']);
    const ok = modal.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Escape');

    await expect(modal).toBeHidden();
    await expect(send).toBeFocused();
    await expect(page.getByRole('radio', { name: '3' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Ihre Nachricht (optional)' })).toHaveValue(
      'Zu wenige Fahrten.',
    );

    // The fault was for one call: sending again works.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/commute-pooling\/help$/);
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();
  });
});
