import { useId, type ReactNode } from 'react';

/** A collapsible part of the panel with a real heading (open at first). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <details className="dev-panel__section" open>
      <summary className="dev-panel__summary">
        <h3 id={headingId}>{title}</h3>
      </summary>
      <div className="stack stack--tight" role="group" aria-labelledby={headingId}>
        {children}
      </div>
    </details>
  );
}

export type PanelMessage = { kind: 'status' | 'alert'; text: string } | null;

/** A result line: announced politely when it went well, as an alert when it failed. */
export function PanelMessageLine({ message }: { message: PanelMessage }) {
  if (!message) return null;
  return (
    <p
      role={message.kind}
      className={message.kind === 'alert' ? 'dev-panel__error' : 'dev-panel__ok'}
    >
      {message.text}
    </p>
  );
}
