import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp, visit } from '../../support/render-app';
import {
  storeDemoToken,
  supportMessages,
  useHelpTestBackend,
} from '../../support/help-test-backend';

useHelpTestBackend();

afterEach(() => {
  vi.doUnmock('@/lib/load-api-client');
});

// The typed client loads with the first message (decision 029). Offline before that call, its code cannot be
// fetched: the browser rejects the import with a TypeError, as it rejects a fetch without a network.
it('a message whose client code cannot load (offline) says there was no answer and keeps the text', async () => {
  vi.doMock('@/lib/load-api-client', () => ({
    loadApiClient: () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  }));
  await storeDemoToken();
  visit('/contact-support');
  renderApp({ language: 'en' });
  const box = await screen.findByRole('textbox', { name: 'Your message' });
  await userEvent.type(box, 'Help!');
  const count = supportMessages().length;

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByRole('dialog', { name: 'No connection' })).toBeInTheDocument();
  expect(box).toHaveValue('Help!');
  expect(window.location.pathname).toBe('/contact-support');
  expect(supportMessages()).toHaveLength(count);
});
