import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (and announced) when set. */
  error?: string | null;
  /** A lasting hint under the field, e.g. the password length. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input of the registration forms with its hint and error wired for assistive technology. */
export function TextField({
  label,
  value,
  onChange,
  error = null,
  hint,
  inputRef,
  ...inputProps
}: TextFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy =
    [hint ? hintId : null, error !== null ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field">
        <span className="field__label">{label}</span>
        <input
          {...inputProps}
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
        />
      </label>
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      {error !== null && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
