import { useId, useState } from 'react';
import type { MockControl, MockRequestLogEntry } from '@/lib/mock-control';
import { PanelSection } from './panel-section';
import { format, usePanelText } from './panel-text';
import { saveTextFile, timestampedName } from '@/lib/save-text-file';
import { useRequestLog } from './use-mock-control';

function pretty(body: string | null, empty: string): string {
  if (body === null) return empty;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The latest calls (newest first), filterable by path, endpoint, method or status; exportable as HAR. */
export function RequestLogSection({ control }: { control: MockControl }) {
  const { text } = usePanelText();
  const entries = useRequestLog(control);
  const filterId = useId();
  const [filter, setFilter] = useState('');

  const outcome = (entry: MockRequestLogEntry) =>
    entry.outcome === 'pending'
      ? text.log.pending
      : entry.outcome === 'network-error'
        ? text.log.networkError
        : String(entry.status);

  const words = filter.trim().toLowerCase();
  const shown = [...entries]
    .reverse()
    .filter(
      (entry) =>
        words === '' ||
        [entry.method, entry.path, entry.routeName, outcome(entry)].some((part) =>
          part.toLowerCase().includes(words),
        ),
    );

  return (
    <PanelSection title={format(text.log.heading, { count: entries.length })}>
      <div className="dev-panel__row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            saveTextFile(timestampedName('wen-mock-requests', 'har'), control.exportHar())
          }
        >
          {text.log.exportHar}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => control.clearRequestLog()}
        >
          {text.log.clear}
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={filterId}>
          {text.log.filter}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {entries.length === 0 ? (
        <p>{text.log.empty}</p>
      ) : shown.length === 0 ? (
        <p>{text.log.noMatch}</p>
      ) : (
        <ol
          className="dev-panel__list dev-panel__log"
          aria-label={format(text.log.heading, { count: shown.length })}
        >
          {shown.map((entry) => (
            <li key={entry.id} data-outcome={entry.outcome}>
              <details>
                <summary className="dev-panel__log-entry">
                  <span className="dev-panel__method">{entry.method}</span> {entry.path}{' '}
                  <strong>{outcome(entry)}</strong>
                  {entry.durationMs !== null && ` · ${entry.durationMs} ms`}
                </summary>
                <p className="hint">{entry.routeName}</p>
                <h4>{text.log.requestBody}</h4>
                <pre>{pretty(entry.requestBody, text.log.noBody)}</pre>
                <h4>{text.log.responseBody}</h4>
                <pre>{pretty(entry.responseBody, text.log.noBody)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
