import { useId, useState } from 'react';
import { CalendarIcon } from './icons';
import { NativePickerOverlay, openBrowserPicker } from './native-picker-overlay';

interface DateFieldProps {
  label: string;
  /** 'date': a day 'yyyy-MM-dd'; 'datetime-local': 'yyyy-MM-ddTHH:mm' (the browser's own picker values). */
  type: 'date' | 'datetime-local';
  /** The chosen value in the picker's shape, or null. */
  value: string | null;
  /** The value as the spec shows it (dd/MM/yyyy, dd/MM/yyyy HH:mm); '' shows the placeholder. */
  shown: string;
  placeholder: string;
  /** Earliest selectable value, in the same shape as the value. */
  min: string;
  /** Seconds between selectable times (datetime-local only). */
  step?: number;
  name?: string;
  /** A short help text under the field. */
  hint?: string;
  /** Says that a chosen date was corrected (announced politely); '' or absent: nothing to say. */
  note?: string;
  /** Called with complete values only (never a half-typed one). */
  onChange: (value: string) => void;
}

const COMPLETE_VALUE = /^(\d{4})-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/** Only complete values count: Chrome reports '0002-…' while the year is still being typed. */
function isComplete(raw: string): boolean {
  const year = COMPLETE_VALUE.exec(raw)?.[1];
  return year !== undefined && Number(year) >= 1000;
}

/**
 * A date (or date and time) field that opens the browser's own picker with one tap and shows the chosen value
 * in the spec's picker format (not the browser's locale format), over the browser's input (NativePickerOverlay).
 */
export function DateField({
  label,
  type,
  value,
  shown,
  placeholder,
  min,
  step,
  name,
  hint,
  note,
  onChange,
}: DateFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const noteId = useId();
  // What the browser's input holds while a value is typed only partly (or cleared), as long as the chosen value
  // has not changed meanwhile; a complete value is the chosen one.
  const [partial, setPartial] = useState<{ raw: string; over: string | null } | null>(null);
  const inputValue = partial !== null && partial.over === value ? partial.raw : (value ?? '');
  const describedBy = [hint ? hintId : null, noteId].filter(Boolean).join(' ');

  return (
    <div className="date-field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <NativePickerOverlay shown={shown || placeholder} empty={!shown}>
        <CalendarIcon />
        <input
          id={inputId}
          className="date-field__native"
          type={type}
          name={name}
          min={min}
          step={type === 'datetime-local' ? step : undefined}
          value={inputValue}
          aria-describedby={describedBy}
          onClick={openBrowserPicker}
          onChange={(event) => {
            const next = event.target.value;
            if (isComplete(next)) {
              setPartial(null);
              onChange(next);
            } else setPartial({ raw: next, over: value });
          }}
        />
      </NativePickerOverlay>
      {hint && (
        <p id={hintId} className="posting-hint">
          {hint}
        </p>
      )}
      <p id={noteId} role="status" className="date-field__note">
        {note ?? ''}
      </p>
    </div>
  );
}
