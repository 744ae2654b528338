import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPickerDate, formatPickerDateTime } from '@/domain/posting/format-date';
import { parseDayKey, parseLocalDateTime } from './date-rules';
import { CalendarIcon } from '@/components/icons';

interface DatePickerFieldProps {
  label: string;
  /** 'date': a day 'yyyy-MM-dd' shown dd/MM/yyyy; 'datetime': 'yyyy-MM-ddTHH:mm' shown dd/MM/yyyy HH:mm. */
  mode: 'date' | 'datetime';
  value: string | null;
  /** Earliest selectable value, in the same shape as the value. */
  min: string;
  /** Seconds between selectable times (datetime only). */
  step?: number;
  onChange: (value: string) => void;
  /** A short help text under the field. */
  hint?: string;
}

/** Only complete values count: Chrome reports '0002-…' while the year is still being typed. */
function isCompleteValue(mode: DatePickerFieldProps['mode'], raw: string): boolean {
  const date = mode === 'date' ? parseDayKey(raw) : parseLocalDateTime(raw);
  return date !== null && date.getFullYear() >= 1000;
}

/**
 * A read-only field showing the chosen date in the spec's picker format, with a button that opens the
 * browser's own date (or date and time) picker below it; its minimum keeps past dates unselectable.
 */
export function DatePickerField({
  label,
  mode,
  value,
  min,
  step,
  onChange,
  hint,
}: DatePickerFieldProps) {
  const { t } = useTranslation('postingCreation');
  const [open, setOpen] = useState(false);
  const [raw, setRaw] = useState('');
  const displayId = useId();
  const pickerId = useId();
  const hintId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const nativeRef = useRef<HTMLInputElement>(null);

  const shown = mode === 'date' ? formatPickerDate(value) : formatPickerDateTime(value);

  useEffect(() => {
    if (open) nativeRef.current?.focus();
  }, [open]);

  const openPicker = () => {
    setRaw(value ?? '');
    setOpen(true);
  };
  const closePicker = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onPickerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Enter') {
      event.preventDefault();
      closePicker();
    }
  };

  return (
    <div className="date-field">
      <label className="field__label" htmlFor={displayId}>
        {label}
      </label>
      <div className="date-field__row">
        <input
          id={displayId}
          className="date-field__display"
          type="text"
          readOnly
          value={shown}
          placeholder={t('picker.empty')}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => (open ? closePicker() : openPicker())}
        />
        <button
          ref={toggleRef}
          type="button"
          className="button button--secondary date-field__toggle"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => (open ? closePicker() : openPicker())}
        >
          <CalendarIcon />
          <span className="visually-hidden">
            {t(mode === 'date' ? 'picker.open' : 'picker.openDateTime', { label })}
          </span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className="posting-hint">
          {hint}
        </p>
      )}
      <div id={pickerId} className="date-field__picker" hidden={!open}>
        {open && (
          <>
            <label className="field">
              <span className="field__label">{t('picker.native', { label })}</span>
              <input
                ref={nativeRef}
                type={mode === 'date' ? 'date' : 'datetime-local'}
                min={min}
                step={mode === 'datetime' ? step : undefined}
                value={raw}
                onChange={(event) => {
                  setRaw(event.target.value);
                  if (isCompleteValue(mode, event.target.value)) onChange(event.target.value);
                }}
                onKeyDown={onPickerKeyDown}
              />
            </label>
            <button type="button" className="button" onClick={closePicker}>
              {t('picker.done')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
