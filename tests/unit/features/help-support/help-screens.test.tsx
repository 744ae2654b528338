import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentEnvironmentLabel } from '@/features/help-support/environment-label';
import { LEGAL_LINKS } from '@/lib/legal-links';
import { renderApp, visit } from '../../support/render-app';
import {
  storeDemoToken,
  supportMessages,
  useHelpTestBackend,
} from '../../support/help-test-backend';

useHelpTestBackend();

describe('/help', () => {
  it('shows a logged-out visitor FAQ, the hotline as a tel: link and the legal links, but no feedback or support', async () => {
    visit('/help');
    renderApp({ language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Frequently asked questions (FAQ) (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+\/faq$/));
    expect(
      screen.getByRole('link', { name: 'Call the hotline: +49 89 0000 0000' }),
    ).toHaveAttribute('href', 'tel:+498900000000');
    const legal = screen.getByRole('region', { name: 'Legal' });
    const legalLinks = within(legal).getAllByRole('link');
    expect(legalLinks.map((link) => link.getAttribute('href'))).toEqual([
      LEGAL_LINKS.terms,
      LEGAL_LINKS.privacy,
      LEGAL_LINKS.imprint,
      LEGAL_LINKS.legal,
    ]);
    expect(legalLinks[0]).toHaveAccessibleName('Terms of use (opens in a new tab)');
    for (const link of legalLinks) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('link', { name: /feedback/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /support/i })).not.toBeInTheDocument();
  });

  it('offers a logged-in user feedback and support, with the topic in the navigation state (German)', async () => {
    await storeDemoToken();
    visit('/help');
    renderApp({ language: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rechtliches' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Hotline anrufen: +49 89 0000 0000' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Feedback geben' }));

    expect(window.location.pathname).toBe('/feedback');
    expect(window.history.state).toEqual({
      title: 'Feedback zu WEN',
      integrationId: 'commutePooling',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback zu WEN' }),
    ).toBeInTheDocument();
  });
});

describe('/support', () => {
  it('gives a logged-out visitor a hint to log in instead of the form, and no feedback', async () => {
    visit('/support');
    renderApp({ language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please log in to send a message to the support team.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /feedback/i })).not.toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'About WEN' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(' (opens in a new tab)', '')),
    ).toEqual(['About WEN', 'Legal notice', 'Imprint', 'Licenses', 'Website']);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: /FAQ/ })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /hotline/ })).toHaveAttribute(
      'href',
      'tel:+498900000000',
    );
  });

  it('lets a logged-in user send a support message (not anonymous), disabled while blank', async () => {
    await storeDemoToken();
    visit('/support');
    renderApp({ language: 'de' });

    const box = await screen.findByRole('textbox', { name: 'Ihre Nachricht' });
    expect(box).toHaveAccessibleDescription(
      'Ihre Nachricht ist nicht anonym: Sie wird mit Ihrer Benutzerkennung gesendet, damit wir Ihnen antworten können.',
    );
    expect(box).toHaveAttribute('rows', '8');
    expect(screen.getByRole('link', { name: 'Feedback geben' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Senden' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, 'Die Karte lädt nicht.');
    expect(send).toBeEnabled();
    const before = supportMessages().length;

    await userEvent.click(send);

    // A short confirmation on this screen (no dialog to close first).
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vielen Dank! Ihre Nachricht wurde an den Support gesendet.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(supportMessages()).toHaveLength(before + 1);
    expect(supportMessages().at(-1)).toMatchObject({
      userId: 'user-demo',
      message: 'Die Karte lädt nicht.',
      integrationId: 'commutePooling',
      bundleId: 'Webapp',
      deviceId: 'Webapp',
      appVersion: '0.11.4',
      attachment: null,
    });
    expect(box).toHaveValue('');
    expect(window.location.pathname).toBe('/support');
  });
});

describe('/commute-pooling/help', () => {
  it('shows title, body, FAQ, feedback, support and website, the app version and the environment label', async () => {
    await storeDemoToken();
    visit('/commute-pooling/help');
    renderApp({ language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Car-pooling help' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How can we help?' })).toBeInTheDocument();
    expect(
      screen.getByText(/Find answers to frequently asked questions about car-pooling/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ (opens in a new tab)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/.+commute-pooling\/faq$/),
    );
    expect(screen.getByRole('link', { name: 'Website (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/contact-support',
    );
    const about = screen.getByRole('region', { name: 'About this app' });
    expect(
      within(about)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Version', 'Environment']);
    expect(
      within(about)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['0.11.4', currentEnvironmentLabel()]);
    expect(['TEST', 'INT', 'PROD', 'DEV']).toContain(currentEnvironmentLabel());
  });
});
