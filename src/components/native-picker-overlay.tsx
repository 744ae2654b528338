import type { MouseEvent, ReactNode } from 'react';

/** Opens the browser's own picker on any tap of the input (desktop browsers open it only from their small icon). */
export function openBrowserPicker(event: MouseEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  try {
    if ('showPicker' in input) input.showPicker();
  } catch {
    // Not allowed here (already open, or no user activation): the browser's own behaviour remains.
  }
}

interface NativePickerOverlayProps {
  /** What the eye reads: the value in the spec's format, or the placeholder while there is none. */
  shown: string;
  empty: boolean;
  className?: string;
  /** The browser's input (class `date-field__native`), and an icon before it if any. */
  children: ReactNode;
}

/**
 * The date and time fields' one way to show a value in the spec's format whatever the browser's locale (a browser
 * set to English shows '07:30 AM' in its own time input, also on a German screen): the browser's input lies
 * transparent over the shown text and carries the label, the keyboard and the picker; the shown text is only what
 * the eye reads.
 */
export function NativePickerOverlay({
  shown,
  empty,
  className,
  children,
}: NativePickerOverlayProps) {
  return (
    <div className={className ? `date-field__control ${className}` : 'date-field__control'}>
      <span
        aria-hidden="true"
        className={empty ? 'date-field__shown date-field__shown--empty' : 'date-field__shown'}
      >
        {shown}
      </span>
      {children}
    </div>
  );
}
