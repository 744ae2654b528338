import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { MockControl } from '@/lib/mock-control';
import { DataSection } from './data-section';
import { FaultsSection } from './faults-section';
import { LatencySection } from './latency-section';
import { usePanelText } from './panel-text';
import { PersonaSection } from './persona-section';
import { RequestLogSection } from './request-log-section';
import { ScenarioSection } from './scenario-section';
import { StorageSection } from './storage-section';
import { UserFlagsSection } from './user-flags-section';

/**
 * The dev panel of mock mode: scenario, seed and shareable link; one-click personas; the signed-in user's flags;
 * latency and faults per endpoint; export and import of the data; the request log. A non-modal side sheet: the
 * app stays usable beside it.
 */
export function DevPanel({ control, onClose }: { control: MockControl; onClose: () => void }) {
  const { text } = usePanelText();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="dev-panel"
      onKeyDown={onKeyDown}
    >
      <div className="dev-panel__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {text.panel.title}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={text.panel.close}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="hint">{text.panel.shortcut}</p>
      <StorageSection control={control} />
      <ScenarioSection control={control} />
      <PersonaSection control={control} onSignedIn={onClose} />
      <UserFlagsSection control={control} />
      <LatencySection control={control} />
      <FaultsSection control={control} />
      <DataSection control={control} />
      <RequestLogSection control={control} />
    </div>
  );
}
