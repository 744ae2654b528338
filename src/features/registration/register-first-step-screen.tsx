import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { RegistrationRequestSchema } from '@contract/auth';
import { ScreenFrame } from '@/components/screen-frame';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { REGISTRATION_STEPS } from './registration-steps';
import { registration, setPassword, updateDraft } from './registration-store';
import { TermsCheckbox } from './terms-checkbox';
import { TextField } from './text-field';
import { useRegistrationTranslation } from './registration-texts';

const { email: emailSchema, password: passwordSchema } = RegistrationRequestSchema.shape;
/** The contract's lower bound of a password. */
const PASSWORD_MIN_LENGTH = passwordSchema.minLength ?? 8;

interface FirstStepErrors {
  email: string | null;
  password: string | null;
  terms: string | null;
}

const NO_ERRORS: FirstStepErrors = { email: null, password: null, terms: null };

/** Registration step 1 (route ours: /register-first-step): e-mail, password, terms and privacy. */
export function RegisterFirstStepScreen() {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const { draft, password } = useSnapshot(registration, { sync: true });
  const [errors, setErrors] = useState<FirstStepErrors>(NO_ERRORS);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FirstStepErrors = {
      email: emailSchema.safeParse(draft.email.trim()).success ? null : t('firstStep.invalidEmail'),
      password: passwordSchema.safeParse(password).success
        ? null
        : t('firstStep.passwordTooShort', { count: PASSWORD_MIN_LENGTH }),
      terms: draft.acceptedTerms ? null : t('terms.required'),
    };
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    if (next.terms) return termsRef.current?.querySelector('input')?.focus();
    updateDraft({ email: draft.email.trim() });
    navigate(ROUTES.registerSecondStep);
  };

  return (
    <ScreenFrame title={t('firstStep.title')} back={{ to: ROUTES.login }}>
      <form className="stack" noValidate onSubmit={submit}>
        <p className="hint">{tCommon('progress', { current: 1, total: REGISTRATION_STEPS })}</p>
        <p>{t('firstStep.intro')}</p>
        <TextField
          label={t('firstStep.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputRef={emailRef}
          value={draft.email}
          onChange={(email) => updateDraft({ email })}
          error={errors.email}
        />
        <TextField
          label={t('firstStep.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          inputRef={passwordRef}
          value={password}
          onChange={setPassword}
          hint={t('firstStep.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          error={errors.password}
        />
        <div ref={termsRef}>
          <TermsCheckbox
            checked={draft.acceptedTerms}
            onChange={(acceptedTerms) => {
              updateDraft({ acceptedTerms });
              if (acceptedTerms) setErrors((current) => ({ ...current, terms: null }));
            }}
            error={errors.terms}
          />
        </div>
        <button type="submit" className="button">
          {t('continue')}
        </button>
      </form>
      <p>
        {t('firstStep.haveAccount')} <Link href={ROUTES.loginEmail}>{t('firstStep.logIn')}</Link>
      </p>
    </ScreenFrame>
  );
}
