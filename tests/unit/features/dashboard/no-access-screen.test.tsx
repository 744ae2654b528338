import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { tokenStorage } from '@/lib/token-storage';
import { makeUser } from '../../support/builders';
import { renderApp, resetAppState, stubCurrentUser, visit } from '../../support/render-app';

/** The no-access notice (route ours: /no-access) a user without commutePooling.enabled lands on. */
beforeEach(() => {
  resetAppState();
  tokenStorage.setAccessToken('token-1');
});

describe('the no-access notice', () => {
  it.each([
    ['de', 'Kein Zugang', 'Hilfe und FAQ', 'Support kontaktieren'],
    ['en', 'No access', 'Help and FAQ', 'Contact support'],
  ] as const)(
    '%s: a deep link into the creation flow shows the notice with a way to help',
    async (language, title, help, support) => {
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
    },
  );

  it('leads a user who has access to the start page', async () => {
    stubCurrentUser(makeUser());
    visit(ROUTES.noAccess);
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe(ROUTES.home));
  });
});
