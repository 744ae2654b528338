import { useId } from 'react';
import { NativePickerOverlay, openBrowserPicker } from './native-picker-overlay';

interface TimeFieldProps {
  label: string;
  /** 'HH:mm', or '' while no time is set. */
  value: string;
  /** Seconds between selectable times. */
  step?: number;
  /** Called with what the browser's input holds ('HH:mm', or '' when cleared). */
  onChange: (value: string) => void;
}

/**
 * A time of day that shows what it holds as 'HH:mm' (spec section 9's 24-hour times), whatever the browser's
 * locale: a browser set to English shows its own time input as '07:00 AM', also on a German screen (issue 36,
 * point 5), over the browser's input as DateField (NativePickerOverlay).
 */
export function TimeField({ label, value, step, onChange }: TimeFieldProps) {
  const inputId = useId();
  return (
    <div className="date-field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <NativePickerOverlay shown={value || '--:--'} empty={!value}>
        <input
          id={inputId}
          className="date-field__native"
          type="time"
          step={step}
          value={value}
          onClick={openBrowserPicker}
          onChange={(event) => onChange(event.target.value)}
        />
      </NativePickerOverlay>
    </div>
  );
}
