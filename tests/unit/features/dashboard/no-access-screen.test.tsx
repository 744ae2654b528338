import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { tokenStorage } from '@/lib/token-storage';
import { makeUser } from '../../support/builders';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import { stubCurrentUser, useFakeCurrentUser } from '../../support/fake-current-user';

/** The no-access notice (route ours: /no-access) a user without commutePooling.enabled lands on. */
useFakeCurrentUser();

beforeEach(() => {
  resetAppState();
  tokenStorage.setAccessToken('token-1');
});

describe('the no-access notice', () => {
  it.each([
    [
      'de',
      'Kein Zugang',
      'Hilfe und FAQ',
      'Support kontaktieren',
      /nicht freigeschaltet/,
      'Telefon',
    ],
    ['en', 'No access', 'Help and FAQ', 'Contact support', /not been activated/, 'Phone'],
  ] as const)(
    '%s: a deep link into the creation flow shows the notice: why, and whom to contact',
    async (language, title, help, support, reason, phone) => {
      stubCurrentUser(makeUser({ commutePooling: { enabled: false } }));
      visit(ROUTES.createOverview);

      renderApp({ language });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(window.location.pathname).toBe(ROUTES.noAccess);
      expect(screen.getByRole('link', { name: help })).toHaveAttribute('href', ROUTES.help);
      expect(screen.getByRole('link', { name: support })).toHaveAttribute(
        'href',
        ROUTES.contactSupport,
      );
      // Why, and the car-pooling support by e-mail (subject: the access) and by phone.
      expect(screen.getByText(reason)).toBeVisible();
      const mail = screen.getByRole('link', {
        name: /commute-pooling-support@example-carmaker\.com/,
      });
      expect(mail.getAttribute('href')).toMatch(
        /^mailto:commute-pooling-support%40example-carmaker\.com\?subject=/,
      );
      expect(screen.getByRole('link', { name: `${phone}: +49 89 0000 0001` })).toHaveAttribute(
        'href',
        'tel:+498900000001',
      );
    },
  );

  it('leads a user who has access to the start page', async () => {
    stubCurrentUser(makeUser());
    visit(ROUTES.noAccess);
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe(ROUTES.home));
  });
});
