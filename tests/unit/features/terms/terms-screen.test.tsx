import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { tokenStorage } from '@/lib/token-storage';
import {
  emptyResponse,
  jsonResponse,
  renderApp,
  resetAppState,
  visit,
} from '../../support/render-app';
import { makeUser } from '../../support/builders';

/**
 * The terms screen beyond the accept journey (session-screens.test.tsx): a tap without network, the terms opened
 * apart from the app, Accept while its call runs, and Back after the terms are settled.
 */

interface Gates {
  accept?: () => Promise<Response>;
}

function backend(user: User, gates: Gates = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === '/users/me') return jsonResponse(200, user);
    if (path === '/users/acceptTerms') return gates.accept?.() ?? emptyResponse(204);
    if (path === '/api/v1/logout') return emptyResponse(204);
    return jsonResponse(404, { message: 'not here' });
  });
}

beforeEach(() => {
  resetAppState();
  tokenStorage.setAccessToken('token-1');
});

describe('terms screen', () => {
  it('a tap on Accept without network says there is no connection and keeps the user on the terms', async () => {
    backend(makeUser({ acceptedTerms: false }), {
      accept: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    visit('/terms-and-conditions');
    renderApp({ language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No connection')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/terms-and-conditions');
  });

  it('is titled Terms and conditions and opens the terms in a new tab, without handing the app to the page it opens', async () => {
    backend(makeUser({ acceptedTerms: false }));
    visit('/terms-and-conditions');
    renderApp({ language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Terms and conditions/);
    const link = screen.getByRole('link', { name: 'Read the terms and conditions' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says Accept is busy while it runs, and not once the answer is in', async () => {
    let answerAccept: (response: Response) => void = () => undefined;
    backend(makeUser({ acceptedTerms: false }), {
      accept: () => new Promise((resolve) => (answerAccept = resolve)),
    });
    visit('/terms-and-conditions');
    renderApp({ language: 'en' });

    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(accept).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(accept);
    expect(accept).toHaveAttribute('aria-busy', 'true');
    answerAccept(jsonResponse(500, { message: 'down' }));
    await waitFor(() => expect(accept).toHaveAttribute('aria-busy', 'false'));
    expect(accept).toBeEnabled();
  });

  it('a user who has accepted leaves the terms for good: Back does not return to them', async () => {
    backend(makeUser());
    visit('/terms-and-conditions');
    const entries = window.history.length;
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.history.length).toBe(entries);
  });
});
