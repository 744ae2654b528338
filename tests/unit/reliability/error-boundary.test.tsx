import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { testI18n, visit } from '../support/render-app';

/** A render error shows the translated message with a way back to the start page, which works. */
const failure = { on: true };

function Fragile() {
  if (failure.on) throw new Error('render failed');
  return <p>Screen content</p>;
}

function renderBoundary(language: 'de' | 'en') {
  return render(
    <I18nextProvider i18n={testI18n(language)}>
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

afterEach(() => {
  failure.on = true;
});

describe('error boundary', () => {
  it.each([
    ['de', 'Etwas ist schiefgelaufen', 'Zur Startseite'],
    ['en', 'Something went wrong', 'To the start page'],
  ] as const)(
    'shows the %s message with a way back instead of a blank screen',
    (language, title, back) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderBoundary(language);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: back })).toBeInTheDocument();
      expect(screen.queryByText('Screen content')).not.toBeInTheDocument();
    },
  );

  it('the way back goes to the start page and renders the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    visit('/my-wen');
    renderBoundary('en');
    expect(screen.getByRole('alert')).toBeInTheDocument();

    failure.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'To the start page' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
