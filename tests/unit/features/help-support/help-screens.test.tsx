import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { currentEnvironmentLabel } from '@/features/help-support/environment-label';
import { LEGAL_LINKS } from '@/lib/legal-links';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import {
  failNextCall,
  holdNextCall,
  storeDemoToken,
  useHelpTestBackend,
} from '../../support/help-test-backend';

useHelpTestBackend();

beforeEach(() => {
  resetAppState();
});

const newestFeedback = () => db.feedback.all().at(-1);
const supportMessages = () => db.supportMessages.all();

/** Opens a screen as if reached from the car-pooling help (the entry a success goes back to). */
function visitFromHelp(path: string) {
  visit('/commute-pooling/help');
  window.history.pushState(null, '', path);
}

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

describe('/feedback', () => {
  async function openFeedbackFromCarPoolingHelp(language: 'de' | 'en' = 'en') {
    await storeDemoToken();
    visit('/commute-pooling/help');
    renderApp({ language });
    await userEvent.click(
      await screen.findByRole('link', { name: language === 'en' ? 'Feedback' : 'Feedback' }),
    );
  }

  it('rates 0 to 10 in a labelled group, needs a rating, sends an empty text as "no answer" and goes back', async () => {
    await openFeedbackFromCarPoolingHelp('en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback on car-pooling' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', {
      name: 'How likely are you to recommend us to a colleague?',
    });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Scale from 0 (unlikely) to 10 (likely)');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(group).getByText('unlikely')).toBeInTheDocument();
    expect(within(group).getByText('likely')).toBeInTheDocument();
    expect(
      screen.getByText('Your feedback is not anonymous: it is sent with your user ID.'),
    ).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Your message (optional)' });
    expect(text).toHaveAttribute('rows', '4');

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Please choose a rating to send your feedback.');
    await userEvent.click(within(group).getByRole('radio', { name: '7' }));
    expect(send).toBeEnabled();

    await userEvent.click(send);

    // As the spec says, success goes back; the thanks show there (no dialog to close first).
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/help'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your feedback has been sent.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newestFeedback()).toMatchObject({
      userId: 'user-demo',
      message: 'no answer',
      npsRating: 7,
      integrationId: 'commutePooling',
      appVersion: '0.11.4',
    });
  });

  it('sends the typed text; a failure shows the unspecific error modal with its default button and keeps the input', async () => {
    await openFeedbackFromCarPoolingHelp('de');
    const group = await screen.findByRole('group', {
      name: 'Wie wahrscheinlich ist es, dass Sie uns einer Kollegin oder einem Kollegen empfehlen?',
    });
    expect(within(group).getByText('unwahrscheinlich')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: '10' }));
    const text = screen.getByRole('textbox', { name: 'Ihre Nachricht (optional)' });
    await userEvent.type(text, '  Sehr praktisch!  ');
    failNextCall('feedbackSupport.feedback');
    const count = db.feedback.all().length;

    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));

    const modal = await screen.findByRole('dialog', { name: 'Fehler' });
    expect(modal).toHaveAccessibleDescription(/Ihre Anfrage konnte nicht bearbeitet werden/);
    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK']);
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/feedback');
    expect(db.feedback.all()).toHaveLength(count);
    expect(text).toHaveValue('  Sehr praktisch!  ');
    expect(within(group).getByRole('radio', { name: '10' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vielen Dank! Ihr Feedback wurde gesendet.',
    );
    expect(window.location.pathname).toBe('/commute-pooling/help');
    expect(newestFeedback()).toMatchObject({ message: 'Sehr praktisch!', npsRating: 10 });
  });

  it('disables Send while sending', async () => {
    await storeDemoToken();
    visitFromHelp('/feedback');
    renderApp({ language: 'de' });
    await userEvent.click(await screen.findByRole('radio', { name: '5' }));
    const release = holdNextCall('feedbackSupport.feedback');
    const send = screen.getByRole('button', { name: 'Senden' });

    await userEvent.click(send);

    await waitFor(() => expect(send).toBeDisabled());
    expect(screen.getByRole('status', { name: 'Wird gesendet …' })).toBeInTheDocument();
    const count = db.feedback.all().length;
    release();
    // Sent: the screen is left (back, as the spec says).
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/help'));
    expect(db.feedback.all()).toHaveLength(count + 1);
  });

  it('without a navigation state uses the default title and the car-pooling integration', async () => {
    await storeDemoToken();
    visitFromHelp('/feedback');
    renderApp({ language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/help'));
    expect(newestFeedback()).toMatchObject({ npsRating: 0, integrationId: 'commutePooling' });
  });
});

describe('/contact-support', () => {
  it('has an 8-row box, stays disabled while blank, sends the message with the topic and goes back', async () => {
    await storeDemoToken();
    visit('/commute-pooling/help');
    renderApp({ language: 'en' });
    await userEvent.click(await screen.findByRole('link', { name: 'Support' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support for car-pooling' }),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('rows', '8');
    expect(box).toHaveAccessibleDescription(/not anonymous/);
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.type(box, ' \n ');
    expect(send).toBeDisabled();
    await userEvent.type(box, 'Cannot find my posting.');

    await userEvent.click(send);

    // Back at once, confirmed there.
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/help'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent to the support team.',
    );
    expect(supportMessages().at(-1)).toMatchObject({
      message: 'Cannot find my posting.',
      integrationId: 'commutePooling',
      bundleId: 'Webapp',
      deviceId: 'Webapp',
    });
  });

  it('disables Send and says so while sending', async () => {
    await storeDemoToken();
    visitFromHelp('/contact-support');
    renderApp({ language: 'en' });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Slow network?');
    const release = holdNextCall('feedbackSupport.support');
    const send = screen.getByRole('button', { name: 'Send' });

    await userEvent.click(send);

    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Sending …' })).toBeInTheDocument();
    const count = supportMessages().length;
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/help'));
    expect(supportMessages()).toHaveLength(count + 1);
    expect(screen.queryByRole('status', { name: 'Sending …' })).not.toBeInTheDocument();
  });

  it('shows the error modal when sending fails and keeps the message', async () => {
    await storeDemoToken();
    visit('/contact-support');
    renderApp({ language: 'en' });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Help!');
    failNextCall('feedbackSupport.support');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(box).toHaveValue('Help!');
    expect(window.location.pathname).toBe('/contact-support');
  });
});
