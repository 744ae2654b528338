import { closeModal, modal, submitEmailLogin } from './support/auth-helpers';
import { expect as baseExpect, openApp, PERSONAS, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 36 point 7: the e-mail login warns before the last try and says how long the lock lasts (the fake backend's
 * 5 wrong passwords in 15 minutes lock the account for 15 minutes; src/features/auth/login-failure.ts).
 */
const TEXTS = {
  de: {
    credentials: 'Die Zugangsdaten stimmen nicht überein.',
    lastTry:
      'Noch ein Versuch: Nach einem weiteren falschen Passwort wird das Konto für 15 Minuten gesperrt.',
    nowLocked: 'Nach zu vielen falschen Passwörtern ist das Konto jetzt für 15 Minuten gesperrt.',
    locked:
      'Zu viele Anmeldeversuche. Ihr Konto ist vorübergehend gesperrt, für bis zu 15 Minuten.',
  },
  en: {
    credentials: "Credentials don't match.",
    lastTry: 'One try left: after one more wrong password the account is locked for 15 minutes.',
    nowLocked: 'After too many wrong passwords the account is now locked for 15 minutes.',
    locked: 'Too many login attempts. Your account is temporarily locked, for up to 15 minutes.',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`${language}: a warning before the last try, and the lock's duration`, async ({ page }) => {
    const text = TEXTS[language];
    await openApp(page, language === 'en' ? '/login/email?locale=en' : '/login/email');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitEmailLogin(page, PERSONAS.demo.email, `wrong-${attempt}`);
      await expect(modal(page)).toContainText(text.credentials);
      await expect(modal(page)).not.toContainText(text.lastTry);
      await closeModal(page);
    }
    await submitEmailLogin(page, PERSONAS.demo.email, 'wrong-4');
    await expect(modal(page)).toContainText(text.credentials);
    await expect(modal(page)).toContainText(text.lastTry);
    await closeModal(page);

    await submitEmailLogin(page, PERSONAS.demo.email, 'wrong-5');
    await expect(modal(page)).toContainText(text.nowLocked);
    await closeModal(page);

    // Even the right password is refused while the lock lasts; the text says how long.
    await submitEmailLogin(page, PERSONAS.demo.email, PERSONAS.demo.password);
    await expect(modal(page)).toContainText(text.locked);
  });
}
