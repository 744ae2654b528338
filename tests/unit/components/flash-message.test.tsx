import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { Providers } from '@/app/providers';
import { FlashBanner, hideFlash, showFlash } from '@/components/flash-message';
import { testI18n, visit } from '../support/render-app';

/** The short confirmation after an action (issue 20): on the screen it names, and only until the user leaves it. */
async function renderBanner(language: 'de' | 'en' = 'en') {
  render(
    <Providers i18n={testI18n(language)}>
      <p>the screen</p>
      <FlashBanner />
    </Providers>,
  );
  // The providers render once the translations are ready.
  await screen.findByText('the screen');
}

const created = {
  text: 'Your posting is live.',
  link: { href: '/my-wen', label: 'View it in My WEN' },
  path: '/dashboard',
};

beforeEach(() => {
  hideFlash();
});

describe('flash message', () => {
  it('waits for the screen it belongs to, offers its link there, and leaves with that screen for good', async () => {
    visit('/commute-pooling/create/overview');
    await renderBanner();
    // valtio tells its readers after a microtask: the async act lets that happen.
    await act(async () => showFlash(created));
    // Still on the screen that sent it: the message is for the next one.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => navigate('/dashboard'));
    expect(screen.getByRole('status')).toHaveTextContent('Your posting is live.');
    expect(screen.getByRole('link', { name: 'View it in My WEN' })).toHaveAttribute(
      'href',
      '/my-wen',
    );

    await act(async () => navigate('/help'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => navigate('/dashboard'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('without a path: shows on the screen the app goes to next (a screen that goes back), and leaves with it', async () => {
    visit('/commute-pooling/help');
    await renderBanner();
    await act(async () => navigate('/feedback'));
    await act(async () => showFlash({ text: 'Thank you for your feedback.' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => window.history.back());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    await act(async () => navigate('/help'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => navigate('/commute-pooling/help'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Close message'],
    ['de', 'Hinweis schließen'],
  ] as const)('%s: closes with its labelled button', async (language, close) => {
    visit('/my-wen');
    await renderBanner(language);
    await act(async () => showFlash({ text: 'Posting cancelled.', path: '/my-wen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Posting cancelled.');
    await userEvent.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
