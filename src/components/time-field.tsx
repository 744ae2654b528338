import { useId, type MouseEvent } from 'react';

interface TimeFieldProps {
  label: string;
  /** 'HH:mm', or '' while no time is set. */
  value: string;
  /** Seconds between selectable times. */
  step?: number;
  /** Called with what the browser's input holds ('HH:mm', or '' when cleared). */
  onChange: (value: string) => void;
}

function openBrowserPicker(event: MouseEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  try {
    if ('showPicker' in input) input.showPicker();
  } catch {
    // Not allowed here (already open, or no user activation): the browser's own behaviour remains.
  }
}

/**
 * A time of day that shows what it holds as 'HH:mm' (spec section 9's 24-hour times), whatever the browser's
 * locale: a browser set to English shows its own time input as '07:00 AM', also on a German screen (issue 36,
 * point 5). Built like DateField: the browser's input lies transparent over the shown text and carries the label,
 * the keyboard and the picker; the shown text is only what the eye reads.
 */
export function TimeField({ label, value, step, onChange }: TimeFieldProps) {
  const inputId = useId();
  return (
    <div className="date-field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="date-field__control">
        <span
          aria-hidden="true"
          className={value ? 'date-field__shown' : 'date-field__shown date-field__shown--empty'}
        >
          {value || '--:--'}
        </span>
        <input
          id={inputId}
          className="date-field__native"
          type="time"
          step={step}
          value={value}
          onClick={openBrowserPicker}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
