import { useId } from 'react';
import { NativePickerOverlay, openBrowserPicker } from '@/components/native-picker-overlay';
import { ONE_TIME_STEP_MINUTES } from './date-rules';
import { usePostingCreationTranslation } from './posting-creation-texts';
import './clock-field.css';

interface ClockFieldProps {
  label: string;
  /** 'HH:mm' or null (empty). */
  value: string | null;
  onChange: (value: string) => void;
  hint?: string;
  /** An optional time can be cleared with a button of its own. */
  optional?: boolean;
}

/**
 * A time of day of a recurring posting (its usual departure or time back): the browser's time picker in the
 * one-time picker's 5-minute steps, 24-hour 'HH:mm'.
 */
export function ClockField({ label, value, onChange, hint, optional = false }: ClockFieldProps) {
  const { t } = usePostingCreationTranslation();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="clock-field">
        {/* A 24-hour 'HH:mm' over the browser's own time input, as the date fields show theirs. */}
        <NativePickerOverlay
          className="clock-field__control"
          shown={value ?? t('picker.empty')}
          empty={!value}
        >
          <input
            id={inputId}
            type="time"
            className="date-field__native clock-field__input"
            step={ONE_TIME_STEP_MINUTES * 60}
            value={value ?? ''}
            required={!optional}
            aria-describedby={hint ? hintId : undefined}
            onChange={(event) => onChange(event.target.value)}
            onClick={openBrowserPicker}
          />
        </NativePickerOverlay>
        {optional && value !== null && (
          <button
            type="button"
            className="button button--secondary clock-field__clear"
            onClick={() => onChange('')}
          >
            {t('clock.clear')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="posting-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
