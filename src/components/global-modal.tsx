import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { hideModal, modalState, type ModalAction, type ModalConfig } from '@/lib/modal-store';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The element focused last outside the modal. A failed send shows the modal after its button was disabled
 * while sending, which drops the focus to the body; focus then goes back to that button, not to the top.
 */
let lastFocusedOutside: HTMLElement | null = null;

function rememberFocus(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && !target.closest('dialog')) lastFocusedOutside = target;
}

/** What opened the modal: the focused element, else the one focused last before the focus was lost. */
function findOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('dialog')) {
    return active;
  }
  return lastFocusedOutside?.isConnected ? lastFocusedOutside : null;
}

function returnFocus(opener: HTMLElement | null): void {
  // Only if it is still on the page and can take the focus (a disabled button cannot).
  if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
}

/** The one modal of the app, driven by showModal/hideModal (src/lib/modal-store). */
export function GlobalModal() {
  const { config, sequence } = useSnapshot(modalState);

  useEffect(() => {
    document.addEventListener('focusin', rememberFocus);
    return () => document.removeEventListener('focusin', rememberFocus);
  }, []);

  if (!config) return null;
  // A new key per showModal: a replaced modal is a new dialog (focus moves to it again).
  return <ModalDialog key={sequence} config={config as ModalConfig} />;
}

function ModalDialog({ config }: { config: ModalConfig }) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = findOpener();
    // showModal makes the rest of the page inert; without it (jsdom) the open attribute and our trap do.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = focusableIn(dialog)[0];
    (first ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // Focus goes back to what opened the modal.
      returnFocus(opener);
    };
  }, []);

  // Escape can reach us twice (keydown, then the dialog's cancel event): close, and call back, once.
  const closed = useRef(false);
  const run = (action?: () => void) => {
    if (closed.current) return;
    closed.current = true;
    hideModal();
    action?.();
    config.onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      run();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const actions: ModalAction[] = config.actions ?? [
    { title: config.submitTitle ?? t('modal.ok'), onPress: config.onSubmit, primary: true },
  ];

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's own Escape handling: keep the store in charge.
        event.preventDefault();
        run();
      }}
      tabIndex={-1}
    >
      <h2 id={titleId} className="modal__title">
        {config.title}
      </h2>
      <p id={textId} className="modal__text">
        {config.text}
      </p>
      <div className="modal__actions">
        {config.cancelTitle && (
          <button type="button" className="button button--secondary" onClick={() => run()}>
            {config.cancelTitle}
          </button>
        )}
        {actions.map((action, index) => (
          <button
            key={`${index}-${action.title}`}
            type="button"
            className={action.primary ? 'button' : 'button button--secondary'}
            onClick={() => run(action.onPress)}
          >
            {action.title}
          </button>
        ))}
      </div>
    </dialog>
  );
}
