import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPanelShortcut } from '@/features/dev-panel/dev-panel-launcher';
import { queryClient } from '@/lib/query-client';
import { fakeControl, renderLauncher } from '../../support/fake-mock-control';
import { resetAppState } from '../../support/render-app';

beforeEach(() => resetAppState());
afterEach(() => resetAppState());

describe('the dev panel', () => {
  it('opens with Alt+Shift+D, closes with Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderLauncher(fakeControl());
    const button = await screen.findByRole('button', {
      name: 'Dev-Panel öffnen – Szenario: Demo-Daten',
    });
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    const panel = screen.getByRole('dialog', { name: 'Dev-Panel (Mock-Backend)' });
    expect(within(panel).getByRole('heading', { name: 'Dev-Panel (Mock-Backend)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dev-Panel öffnen/ })).toHaveFocus();
    expect(button).not.toBeInTheDocument(); // a new button after the panel closed
  });

  it('knows its shortcut: Alt+Shift+D only', () => {
    const key = (init: KeyboardEventInit) =>
      new KeyboardEvent('keydown', { code: 'KeyD', ...init });
    expect(isPanelShortcut(key({ altKey: true, shiftKey: true }))).toBe(true);
    expect(isPanelShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPanelShortcut(key({ altKey: true }))).toBe(false);
  });

  it('applies a chosen scenario at once, refetches the app data and shows the badge', async () => {
    const user = userEvent.setup();
    const control = fakeControl();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderLauncher(control, 'en');
    await user.click(await screen.findByRole('button', { name: /^Open the dev panel/ }));
    await user.selectOptions(screen.getByLabelText('Choose a scenario'), 'offers-empty');
    expect(control.selectScenario).toHaveBeenCalledWith('offers-empty');
    expect(await screen.findByRole('status')).toHaveTextContent('Scenario "No offers" applied.');
    expect(invalidate).toHaveBeenCalled();
    expect(screen.getByText('Nothing found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the dev panel' }));
    expect(
      // The name holds the badge's text (label in name).
      screen.getByRole('button', {
        name: 'Open the dev panel – scenario: No offers – offers-empty',
      }),
    ).toHaveTextContent('offers-empty');
  });

  it('warns on its button and in the panel when saving failed, and offers the export there', async () => {
    const user = userEvent.setup();
    const control = fakeControl();
    renderLauncher(control, 'en');
    await screen.findByRole('button', { name: 'Open the dev panel – scenario: Demo data' });
    act(() =>
      control.set({
        storage: {
          saved: true,
          failedWrite: { at: '2026-11-23T07:00:00.000Z', message: 'QuotaExceededError: full' },
          rejectedRecords: ['bookings: travelInfo.origin.latitude: Too big'],
        },
      }),
    );
    const button = screen.getByRole('button', {
      name: 'Open the dev panel – scenario: Demo data – warning: data not saved',
    });
    expect(button).toHaveTextContent('!');
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Dev panel (mock backend)' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Saving the data failed (QuotaExceededError: full). What was saved before is kept',
    );
    expect(within(panel).getByText(/^Stored records that failed their checks: 1\./)).toBeVisible();
    expect(within(panel).getByText('bookings: travelInfo.origin.latitude: Too big')).toBeVisible();
    const exportSpy = vi.spyOn(control, 'exportDatabase');
    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => undefined;
    await user.click(within(panel).getByRole('button', { name: 'Export the database now (JSON)' }));
    expect(exportSpy).toHaveBeenCalled();
  });

  it('refetches the app data when another tab changed it, and lifts lockouts by name', async () => {
    const user = userEvent.setup();
    const control = fakeControl();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderLauncher(control, 'en');
    await screen.findByRole('button', { name: /^Open the dev panel/ });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => control.set({ remoteChanges: 1 }));
    expect(invalidate).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: /^Open the dev panel/ }));
    await user.click(screen.getByRole('button', { name: 'Lift login lockouts' }));
    expect(control.liftLockouts).toHaveBeenCalled();
    expect(await screen.findByText('Lockouts lifted: 1.')).toBeVisible();
  });

  it('shows the link in a field when the clipboard refuses it', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderLauncher(fakeControl());
    await user.click(await screen.findByRole('button', { name: /^Dev-Panel öffnen/ }));
    await user.click(screen.getByRole('button', { name: 'Link zu diesem Szenario kopieren' }));
    expect(await screen.findByText(/Kopieren war nicht möglich/)).toBeInTheDocument();
    expect(screen.getByLabelText('Link zu diesem Szenario')).toHaveValue(
      `${window.location.origin}/?scenario=default&seed=20260411`,
    );
  });
});
