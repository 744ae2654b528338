import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@/lib/support-contact';
import { renderApp, resetAppState, visit } from '../../support/render-app';

beforeEach(() => {
  resetAppState();
});

describe('e-mail login: reset password and sign-up', () => {
  it('resets the password by a mail to the support naming the typed address, every part encoded', async () => {
    visit('/login/email');
    renderApp({ language: 'en' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'max+wen@bmw.example');

    const reset = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(reset).toHaveAccessibleDescription(
      'The support resets your password: the link opens an e-mail to the support.',
    );
    const href = reset.getAttribute('href') ?? '';
    const [address, query] = href.replace(/^mailto:/, '').split('?');
    expect(decodeURIComponent(address ?? '')).toBe(SUPPORT_EMAIL);
    const items = new URLSearchParams(query);
    expect(items.get('subject')).toBe('WEN: reset password');
    expect(items.get('body')).toContain('E-mail address of the account: max+wen@bmw.example');
    // '+' and line breaks are percent-encoded (a mail client would read a bare '+' as a blank).
    expect(href).toContain('max%2Bwen%40bmw.example');
    expect(href).toContain('%0A');
  });

  it('links to the registration', async () => {
    visit('/login/email');
    renderApp({ language: 'de' });
    expect(await screen.findByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/register-first-step',
    );
  });
});
