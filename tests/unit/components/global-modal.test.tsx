import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { hideModal, modalState, showModal } from '@/lib/modal-store';
import { resetAppState, testI18n } from '../support/render-app';

function renderWithModal(ui: React.ReactNode, language: 'de' | 'en' = 'en') {
  return render(<Providers i18n={testI18n(language)}>{ui}</Providers>);
}

function Page() {
  return (
    <>
      <button type="button">before</button>
      <button
        type="button"
        onClick={() =>
          showModal({
            title: 'Delete posting?',
            text: 'This cannot be undone.',
            submitTitle: 'Delete',
            cancelTitle: 'Keep',
          })
        }
      >
        open
      </button>
      <a href="#after">after</a>
    </>
  );
}

beforeEach(() => {
  resetAppState();
});

describe('global modal', () => {
  it('shows title, text, cancel and submit titles as a labelled, described modal dialog and scrolls to the top', async () => {
    renderWithModal(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete posting?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('moves the focus in, cycles Tab within the dialog and Shift+Tab backwards', async () => {
    renderWithModal(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const keep = screen.getByRole('button', { name: 'Keep' });
    const remove = screen.getByRole('button', { name: 'Delete' });

    expect(keep).toHaveFocus();
    await userEvent.tab();
    expect(remove).toHaveFocus();
    await userEvent.tab();
    expect(keep).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(remove).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(keep).toHaveFocus();
  });

  it('closes with Escape and returns the focus to the opener', async () => {
    renderWithModal(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(modalState.config).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('cancel only closes; submit runs onSubmit; both return the focus', async () => {
    const onSubmit = vi.fn();
    function Opener() {
      return (
        <button
          type="button"
          onClick={() =>
            showModal({
              title: 'Sure?',
              text: 'Really?',
              cancelTitle: 'No',
              submitTitle: 'Yes',
              onSubmit,
            })
          }
        >
          ask
        </button>
      );
    }
    renderWithModal(<Opener />);
    const opener = screen.getByRole('button', { name: 'ask' });

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('calls onClose once after any way of closing: a button (after its callback) or Escape', async () => {
    const calls: string[] = [];
    renderWithModal(<div />);
    await act(async () =>
      showModal({
        title: 'Thank you!',
        text: 'Sent.',
        onSubmit: () => calls.push('submit'),
        onClose: () => calls.push('close'),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(calls).toEqual(['submit', 'close']);

    await act(async () =>
      showModal({ title: 'Thank you!', text: 'Sent.', onClose: () => calls.push('escape') }),
    );
    await userEvent.keyboard('{Escape}');
    expect(calls).toEqual(['submit', 'close', 'escape']);

    await act(async () =>
      showModal({ title: 'Replaced', text: '-', onClose: () => calls.push('replaced') }),
    );
    await act(async () => showModal({ title: 'Newer', text: '-' }));
    await act(async () => hideModal());
    expect(calls).toEqual(['submit', 'close', 'escape']);
  });

  it('shows custom actions instead of the default button and runs the pressed one', async () => {
    const retry = vi.fn();
    renderWithModal(<div />);
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
  });

  it('has a translated default button', async () => {
    renderWithModal(<div />, 'de');
    await act(async () => showModal({ title: 'Fehler', text: 'Bitte erneut versuchen.' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await act(async () => hideModal());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns the focus to a send button that lost it while disabled during sending', async () => {
    let fail: () => void = () => {};
    function SendForm() {
      const [sending, setSending] = useState(false);
      const send = async (button: HTMLButtonElement) => {
        // As a browser does when the focused button becomes disabled (jsdom keeps the focus there).
        button.blur();
        setSending(true);
        await new Promise<void>((resolve) => (fail = resolve));
        setSending(false);
        showModal({ title: 'Error', text: 'Could not send.' });
      };
      return (
        <button
          type="button"
          disabled={sending}
          onClick={(event) => void send(event.currentTarget)}
        >
          Send
        </button>
      );
    }
    renderWithModal(<SendForm />);
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect(send).toBeDisabled();
    expect(document.body).toHaveFocus();

    await act(async () => fail());
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    expect(send).toBeEnabled();
    expect(send).toHaveFocus();
  });

  it('a newer modal replaces an open one; closing it still returns to the first opener', async () => {
    renderWithModal(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await act(async () => showModal({ title: 'Second', text: 'two' }));

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(opener).toHaveFocus();
  });
});
