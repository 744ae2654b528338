import { useId, useState } from 'react';
import type { MockControl } from '@/lib/mock-control';
import { PanelMessageLine, PanelSection, type PanelMessage } from './panel-section';
import { format, usePanelText } from './panel-text';
import { refreshAppData } from './refresh-app-data';
import { exportDatabase } from './storage-section';
import { useMockControlState } from './use-mock-control';

/**
 * Export the whole mock database as a JSON file, import one (a prepared demo from a colleague), and lift login
 * lockouts (switches and resets keep those of failed logins).
 */
export function DataSection({ control }: { control: MockControl }) {
  const { text } = usePanelText();
  const state = useMockControlState(control);
  const inputId = useId();
  const [message, setMessage] = useState<PanelMessage>(null);

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setMessage(null);
    try {
      const { skippedRecords } = await control.importDatabase(await file.text());
      refreshAppData();
      setMessage({
        kind: 'status',
        text:
          skippedRecords > 0
            ? format(text.data.importedSkipped, { file: file.name, count: skippedRecords })
            : format(text.data.imported, { file: file.name }),
      });
    } catch (error) {
      setMessage({
        kind: 'alert',
        text: format(text.data.importFailed, {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      input.value = '';
    }
  };

  const liftLockouts = async () => {
    setMessage(null);
    const count = await control.liftLockouts();
    setMessage({ kind: 'status', text: format(text.data.lockoutsLifted, { count }) });
  };

  return (
    <PanelSection title={text.data.heading}>
      <button
        type="button"
        className="button button--secondary"
        disabled={state.busy}
        onClick={() => exportDatabase(control)}
      >
        {text.data.export}
      </button>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {text.data.import}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={state.busy}
          onChange={(event) => void importFile(event.currentTarget)}
        />
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={state.busy}
        aria-describedby={`${inputId}-lockouts`}
        onClick={() => void liftLockouts()}
      >
        {text.data.liftLockouts}
      </button>
      <span id={`${inputId}-lockouts`} className="hint">
        {text.data.liftLockoutsHint}
      </span>
      <PanelMessageLine message={message} />
    </PanelSection>
  );
}
