import { useCallback, useEffect, useRef, useState } from 'react';
import type { MockControl } from '@/lib/mock-control';
import { DevPanel } from './dev-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { format, usePanelText } from './panel-text';
import { refreshAppData } from './refresh-app-data';
import { hasStorageWarning } from './storage-section';
import { useMockControlState } from './use-mock-control';
import './dev-panel.css';
import { WrenchIcon } from '@/components/icons';

/** Alt+Shift+D (Ctrl+Shift+D is taken by the browser's "bookmark all tabs"). */
export function isPanelShortcut(event: KeyboardEvent): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD'
  );
}

/**
 * The floating button (bottom left, 44 px) that opens the dev panel, with the active scenario as a badge;
 * Alt+Shift+D toggles the panel. Mounted by the app in mock mode only.
 */
export function DevPanelLauncher({ control }: { control: MockControl }) {
  return (
    <PanelErrorBoundary>
      <Launcher control={control} />
    </PanelErrorBoundary>
  );
}

/**
 * Another tab of this browser changed the data: the app's queries fetch again, at once when this tab is seen,
 * else when it is shown again (the app itself does not refetch on focus).
 */
function useRefreshOnRemoteChanges(remoteChanges: number): void {
  const seen = useRef(remoteChanges);
  useEffect(() => {
    if (remoteChanges === seen.current) return;
    const refresh = () => {
      seen.current = remoteChanges;
      refreshAppData();
    };
    if (document.visibilityState === 'visible') {
      refresh();
      return;
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [remoteChanges]);
}

function Launcher({ control }: { control: MockControl }) {
  const { text, language } = usePanelText();
  const state = useMockControlState(control);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const scenario = control.scenarios.find((candidate) => candidate.id === state.scenarioId);
  const scenarioTitle = scenario?.title[language] ?? state.scenarioId;
  // The badge shows the scenario's id: the button's name must hold what it shows (WCAG 2.5.3, label in name; not in
  // parentheses, which axe's check leaves out of the name).
  const scenarioLabel =
    state.scenarioId === 'default' ? scenarioTitle : `${scenarioTitle} – ${state.scenarioId}`;

  const close = useCallback(() => setOpen(false), []);
  const storageWarning = hasStorageWarning(state.storage);
  useRefreshOnRemoteChanges(state.remoteChanges);
  // The focus goes back to the button once the panel has closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPanelShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {!open && (
        <button
          ref={buttonRef}
          type="button"
          className="dev-panel-launcher"
          aria-label={`${format(text.launcher.open, { scenario: scenarioLabel })}${storageWarning ? text.launcher.storageWarning : ''}`}
          aria-keyshortcuts="Alt+Shift+D"
          onClick={() => setOpen(true)}
          data-scenario={state.scenarioId}
        >
          <WrenchIcon />
          {state.scenarioId !== 'default' && (
            <span className="dev-panel-launcher__badge" aria-hidden="true">
              {state.scenarioId}
            </span>
          )}
          {storageWarning && (
            <span className="dev-panel-launcher__warning" aria-hidden="true">
              !
            </span>
          )}
        </button>
      )}
      {open && <DevPanel control={control} onClose={close} />}
    </>
  );
}
