import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeControl, renderLauncher } from '../../support/fake-mock-control';
import { resetAppState } from '../../support/render-app';

beforeEach(() => resetAppState());
afterEach(() => resetAppState());

describe('the dev panel', () => {
  it('adds a fault for one route, lists it and removes it', async () => {
    const user = userEvent.setup();
    const control = fakeControl();
    renderLauncher(control);
    await user.click(await screen.findByRole('button', { name: /^Dev-Panel öffnen/ }));
    await user.selectOptions(screen.getByLabelText('Endpunkt'), 'bookings.cancel');
    await user.selectOptions(screen.getByLabelText('Status'), '409');
    await user.click(screen.getByRole('checkbox', { name: 'Nur beim nächsten Aufruf' }));
    await user.click(screen.getByRole('button', { name: 'Fehler hinzufügen' }));
    expect(control.injectFault).toHaveBeenCalledWith({
      route: 'bookings.cancel',
      kind: 'status',
      status: 409,
      once: true,
    });
    const list = screen.getByRole('list', { name: 'Aktive Fehler' });
    expect(list).toHaveTextContent('bookings.cancel: Status 409 (einmal)');
    await user.click(
      within(list).getByRole('button', {
        name: 'Fehler entfernen: bookings.cancel: Status 409 (einmal)',
      }),
    );
    expect(screen.getByText('Keine Fehler aktiv.')).toBeInTheDocument();
  });

  it('sets the latency: slow, then custom milliseconds, then back to the scenario', async () => {
    const user = userEvent.setup();
    const control = fakeControl();
    renderLauncher(control);
    await user.click(await screen.findByRole('button', { name: /^Dev-Panel öffnen/ }));
    await user.click(screen.getByRole('radio', { name: 'Langsam (2 s)' }));
    expect(control.setLatency).toHaveBeenLastCalledWith({ mode: 'slow' });
    await user.click(screen.getByRole('radio', { name: 'Eigene' }));
    const ms = screen.getByLabelText('Latenz in Millisekunden');
    await user.clear(ms);
    await user.type(ms, '750');
    expect(control.setLatency).toHaveBeenLastCalledWith({ mode: 'custom', ms: 750 });
    await user.click(screen.getByRole('radio', { name: 'Wie im Szenario (keine)' }));
    expect(control.setLatency).toHaveBeenLastCalledWith(null);
  });

  it('lists requests newest first and filters them', async () => {
    const user = userEvent.setup();
    const control = fakeControl();
    renderLauncher(control);
    await user.click(await screen.findByRole('button', { name: /^Dev-Panel öffnen/ }));
    expect(screen.getByText('Noch keine Anfragen.')).toBeInTheDocument();
    act(() => {
      control.addLogEntry({});
      control.addLogEntry({
        routeName: 'auth.login',
        method: 'POST',
        path: '/api/v1/login',
        status: 429,
        requestBody: '{"grant_type":"password"}',
      });
      control.addLogEntry({ status: 0, outcome: 'network-error', durationMs: 3 });
    });
    const list = screen.getByRole('list', { name: 'Anfragen (3)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      'GET /users/me Netzwerkfehler · 3 ms',
      'POST /api/v1/login 429 · 12 ms',
      'GET /users/me 200 · 12 ms',
    ]);
    await user.type(screen.getByLabelText('Anfragen filtern (Pfad, Endpunkt, Status)'), '429');
    expect(
      within(screen.getByRole('list', { name: 'Anfragen (1)' })).getByText('429'),
    ).toBeInTheDocument();
  });
});
