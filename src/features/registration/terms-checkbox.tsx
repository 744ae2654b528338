import { useId } from 'react';
import { LEGAL_LINKS } from '@/lib/legal-links';
import { useRegistrationTranslation } from './registration-texts';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The error under the box (the box must be ticked), or null. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * One checkbox for the terms of use and the privacy notice (spec section 5: both must be accepted), with the
 * two documents linked beside it (links inside a label would tick the box when followed).
 */
export function TermsCheckbox({ checked, onChange, error = null, disabled }: TermsCheckboxProps) {
  const { t } = useRegistrationTranslation();
  const errorId = useId();
  return (
    <div className="stack stack--tight">
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="acceptedTerms"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
        />
        <span>{t('terms.accept')}</span>
      </label>
      <p className="legal-links">
        <a href={LEGAL_LINKS.terms} target="_blank" rel="noopener noreferrer">
          {t('terms.termsLink')}
        </a>
        <a href={LEGAL_LINKS.privacy} target="_blank" rel="noopener noreferrer">
          {t('terms.privacyLink')}
        </a>
      </p>
      {error !== null && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
