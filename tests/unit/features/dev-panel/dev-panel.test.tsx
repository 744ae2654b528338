import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { DevPanelLauncher, isPanelShortcut } from '@/features/dev-panel/dev-panel-launcher';
import type {
  MockControl,
  MockControlState,
  MockFault,
  MockLatencySetting,
  MockRequestLogEntry,
} from '@/lib/mock-control';
import { queryClient } from '@/lib/query-client';
import { resetAppState, testI18n } from '../../support/render-app';

/** An in-memory MockControl: the panel's whole world, without the mock backend. */
function fakeControl() {
  const listeners = new Set<() => void>();
  const logListeners = new Set<() => void>();
  let state: MockControlState = {
    scenarioId: 'default',
    seed: 20_260_411,
    defaultSeed: 20_260_411,
    manualLatency: null,
    latency: { mode: 'none' },
    scenarioLatency: { mode: 'none' },
    faults: [],
    unknownScenarioId: null,
    busy: false,
    dataVersion: 0,
    remoteChanges: 0,
    storage: { saved: true, failedWrite: null, rejectedRecords: [] },
  };
  let log: readonly MockRequestLogEntry[] = [];
  const set = (change: Partial<MockControlState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };
  const control = {
    scenarios: [
      {
        id: 'default',
        title: { de: 'Demo-Daten', en: 'Demo data' },
        description: { de: 'Die Demo.', en: 'The demo.' },
        persona: 'demo',
      },
      {
        id: 'offers-empty',
        title: { de: 'Keine Angebote', en: 'No offers' },
        description: { de: 'Nichts gefunden.', en: 'Nothing found.' },
        persona: 'demo',
      },
    ],
    listPersonas: () => [
      {
        key: 'demo',
        givenName: 'Max',
        familyName: 'Mustermann',
        email: 'demo@bmw.example',
        qNumber: 'Q123456',
        signIn: 'password' as const,
        password: 'Demo1234!',
      },
    ],
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    selectScenario: vi.fn(async (id: string) => set({ scenarioId: id })),
    resetData: vi.fn(async (seed?: number) => set({ seed: seed ?? state.seed })),
    shareLink: (origin: string) => `${origin}/?scenario=${state.scenarioId}&seed=${state.seed}`,
    setLatency: vi.fn((setting: MockLatencySetting | null) =>
      set({ manualLatency: setting, latency: setting ?? state.scenarioLatency }),
    ),
    injectFault: vi.fn((fault: MockFault) => set({ faults: [...state.faults, fault] })),
    removeFault: vi.fn((index: number) =>
      set({ faults: state.faults.filter((_, position) => position !== index) }),
    ),
    clearFaults: vi.fn(() => set({ faults: [] })),
    getUser: () => null,
    setUserFlags: vi.fn(),
    issueAuthorizationCode: vi.fn(async () => 'code'),
    exportDatabase: () => '{}',
    importDatabase: vi.fn(async () => ({ skippedRecords: 0 })),
    liftLockouts: vi.fn(async () => 1),
    getRequestLog: () => log,
    subscribeRequestLog: (listener: () => void) => {
      logListeners.add(listener);
      return () => {
        logListeners.delete(listener);
      };
    },
    clearRequestLog: vi.fn(),
    exportHar: () => '{}',
    /** What the mock backend would report (a failed write, a change of another tab). */
    set,
    addLogEntry(entry: Partial<MockRequestLogEntry>) {
      log = [
        ...log,
        {
          id: String(log.length + 1),
          routeName: 'users.me',
          method: 'GET',
          url: 'http://localhost/users/me',
          path: '/users/me',
          startedAt: new Date().toISOString(),
          durationMs: 12,
          status: 200,
          outcome: 'answered',
          requestHeaders: {},
          requestBody: null,
          responseHeaders: {},
          responseBody: '{"id":"user-demo"}',
          ...entry,
        },
      ];
      logListeners.forEach((listener) => listener());
    },
  } satisfies MockControl & {
    addLogEntry: (entry: Partial<MockRequestLogEntry>) => void;
    set: (change: Partial<MockControlState>) => void;
  };
  return control;
}

function renderLauncher(control: MockControl, language: 'de' | 'en' = 'de') {
  return render(
    <Providers i18n={testI18n(language)}>
      <DevPanelLauncher control={control} />
    </Providers>,
  );
}

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
