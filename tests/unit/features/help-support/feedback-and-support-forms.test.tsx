import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { renderApp, visit } from '../../support/render-app';
import {
  failNextCall,
  holdNextCall,
  newestFeedback,
  storeDemoToken,
  supportMessages,
  useHelpTestBackend,
  visitFromHelp,
} from '../../support/help-test-backend';

useHelpTestBackend();

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
