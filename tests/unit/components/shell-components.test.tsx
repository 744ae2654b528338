import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppHeader } from '@/components/app-header';
import { HelpIcon } from '@/components/icons';
import { ProgressDots } from '@/components/progress-dots';
import { APP_NAME, documentTitle, ScreenFrame } from '@/components/screen-frame';
import { FullScreenSpinner } from '@/components/spinner';
import { showModal } from '@/lib/modal-store';
import { resetAppState, testI18n, visit } from '../support/render-app';

function renderInProviders(ui: React.ReactNode, language: 'de' | 'en' = 'en') {
  return render(<Providers i18n={testI18n(language)}>{ui}</Providers>);
}

beforeEach(() => {
  resetAppState();
});

describe('global modal', () => {
  function Opener() {
    return (
      <>
        <button
          type="button"
          onClick={() => showModal({ title: 'Login failed', text: 'Too many login attempts' })}
        >
          open
        </button>
        <a href="#elsewhere">elsewhere</a>
      </>
    );
  }

  it('is a labelled modal dialog, scrolls to the top, and focuses its button', async () => {
    renderInProviders(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));

    const dialog = screen.getByRole('dialog', { name: 'Login failed' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Too many login attempts');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('closes with the default button and gives focus back to the opener', async () => {
    renderInProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    renderInProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the focus inside while open', async () => {
    renderInProviders(<div />);
    await act(async () =>
      showModal({ title: 'Question', text: 'Sure?', submitTitle: 'Yes', cancelTitle: 'No' }),
    );
    const no = screen.getByRole('button', { name: 'No' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(no).toHaveFocus();

    await userEvent.tab();
    expect(yes).toHaveFocus();
    await userEvent.tab();
    expect(no).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(yes).toHaveFocus();
  });

  it('runs custom actions and the submit callback, closing the modal', async () => {
    const retry = vi.fn();
    renderInProviders(<div />);
    await act(async () =>
      showModal({
        title: 'offer failed',
        text: 'Something went wrong',
        actions: [{ title: 'Retry', onPress: retry, primary: true }, { title: 'Close' }],
      }),
    );
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const submitted = vi.fn();
    await act(async () => showModal({ title: 'Error', text: 'Try again', onSubmit: submitted }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('replaces an open modal by a newer one', async () => {
    renderInProviders(<div />);
    await act(async () => showModal({ title: 'First', text: 'one' }));
    await act(async () => showModal({ title: 'Second', text: 'two' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });
});

describe('error boundary', () => {
  function Exploding(): React.ReactNode {
    throw new Error('render failed');
  }

  function Toggle() {
    const [broken, setBroken] = useState(false);
    return broken ? (
      <Exploding />
    ) : (
      <button type="button" onClick={() => setBroken(true)}>
        break
      </button>
    );
  }

  it('shows a translated message and a way back to the start instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/my-wen');
    renderInProviders(<Toggle />, 'de');

    await userEvent.click(screen.getByRole('button', { name: 'break' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen');
    await userEvent.click(screen.getByRole('button', { name: 'Zur Startseite' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'break' })).toBeInTheDocument();
  });
});

describe('layout components', () => {
  it('header: back arrow, title as h1, icon buttons with accessible names', async () => {
    const onHelp = vi.fn();
    renderInProviders(
      <AppHeader
        title="My WEN"
        back={{ to: '/' }}
        actions={[{ label: 'Help', icon: <HelpIcon />, onClick: onHelp }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My WEN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(onHelp).toHaveBeenCalledOnce();
  });

  it('screen frame: names the tab after the screen, follows its title, and gives the app name back when it goes', () => {
    const { rerender, unmount } = renderInProviders(<ScreenFrame title="Mein WEN" />);
    expect(document.title).toBe('Mein WEN · WEN');
    rerender(
      <Providers i18n={testI18n('en')}>
        <ScreenFrame title="My WEN" />
      </Providers>,
    );
    expect(document.title).toBe('My WEN · WEN');
    unmount();
    expect(document.title).toBe(APP_NAME);
    expect(documentTitle('WEN')).toBe('WEN');
    expect(documentTitle('  ')).toBe('WEN');
  });

  it('progress dots: three dots, the current one highlighted, announced as Step n of 3', () => {
    const { container } = renderInProviders(<ProgressDots current={2} />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const dots = container.querySelectorAll('.progress-dots__dot');
    expect(dots).toHaveLength(3);
    expect([...dots].map((dot) => dot.getAttribute('data-current'))).toEqual([
      'false',
      'true',
      'false',
    ]);
  });

  it('spinner: a status with a label', () => {
    renderInProviders(<FullScreenSpinner />, 'de');
    expect(screen.getByRole('status', { name: 'Wird geladen …' })).toBeInTheDocument();
  });
});
