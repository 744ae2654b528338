import type { MockControl, MockStorageState } from '@/lib/mock-control';
import { PanelSection } from './panel-section';
import { format, usePanelText } from './panel-text';
import { saveTextFile, timestampedName } from '@/lib/save-text-file';
import { useMockControlState } from './use-mock-control';

/** Whether the fake backend's data is being saved; shown only when it is not, with the export at hand. */
export function StorageSection({ control }: { control: MockControl }) {
  const { text } = usePanelText();
  const { storage } = useMockControlState(control);
  if (storage.saved && !storage.failedWrite && storage.rejectedRecords.length === 0) return null;
  return (
    <PanelSection title={text.storage.heading}>
      {!storage.saved && (
        <p role="alert" className="dev-panel__error">
          {text.storage.notSaved}
        </p>
      )}
      {storage.failedWrite && (
        <p role="alert" className="dev-panel__error">
          {format(text.storage.failedWrite, { message: storage.failedWrite.message })}
        </p>
      )}
      {storage.rejectedRecords.length > 0 && (
        <>
          <p role="status" className="dev-panel__error">
            {format(text.storage.rejected, { count: storage.rejectedRecords.length })}
          </p>
          <ul className="plain-list dev-panel__list">
            {storage.rejectedRecords.slice(0, 5).map((record, index) => (
              <li key={index}>{record}</li>
            ))}
          </ul>
        </>
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => exportDatabase(control)}
      >
        {text.storage.export}
      </button>
    </PanelSection>
  );
}

export function exportDatabase(control: MockControl): void {
  saveTextFile(timestampedName('wen-mock-db', 'json'), control.exportDatabase());
}

/** A problem with saving the data that the dev badge shows at once. */
export function hasStorageWarning(storage: MockStorageState): boolean {
  return !storage.saved || storage.failedWrite !== null || storage.rejectedRecords.length > 0;
}
