import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { DevPanelLauncher } from '@/features/dev-panel/dev-panel-launcher';
import type {
  MockControl,
  MockControlState,
  MockFault,
  MockLatencySetting,
  MockRequestLogEntry,
} from '@/lib/mock-control';
import { testI18n } from './render-app';

/** An in-memory MockControl: the panel's whole world, without the mock backend. */
export function fakeControl() {
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

/** The dev panel's launcher over the given control, in German or English. */
export function renderLauncher(control: MockControl, language: 'de' | 'en' = 'de') {
  return render(
    <Providers i18n={testI18n(language)}>
      <DevPanelLauncher control={control} />
    </Providers>,
  );
}
