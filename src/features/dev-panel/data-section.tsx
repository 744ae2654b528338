import { useId, useState } from 'react';
import type { MockControl } from '@/lib/mock-control';
import { PanelMessageLine, PanelSection, type PanelMessage } from './panel-section';
import { format, usePanelText } from './panel-text';
import { refreshAppData } from './refresh-app-data';
import { useMockControlState } from './use-mock-control';
import { saveTextFile, timestampedName } from './save-text-file';

/** Export the whole mock database as a JSON file, and import one (a prepared demo from a colleague). */
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
      await control.importDatabase(await file.text());
      refreshAppData();
      setMessage({ kind: 'status', text: format(text.data.imported, { file: file.name }) });
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

  return (
    <PanelSection title={text.data.heading}>
      <button
        type="button"
        className="button button--secondary"
        disabled={state.busy}
        onClick={() =>
          saveTextFile(timestampedName('wen-mock-db', 'json'), control.exportDatabase())
        }
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
      <PanelMessageLine message={message} />
    </PanelSection>
  );
}
