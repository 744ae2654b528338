import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ScreenFrame } from '@/components/screen-frame';
import { errorStatus } from '@/lib/api-errors';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { loginWithPassword } from '@/domain/session/session-actions';
import { mailtoLink, SUPPORT_EMAIL } from '@/lib/support-contact';
import { useShowLoginFailure } from './login-failure';
import { countLoginFailure, useLockoutText } from './login-lockout';
import { useAuthTranslation } from './auth-texts';
import { useIsSessionMutating } from '@/api/session-busy';

/** E-mail login (route ours: /login/email). */
export function EmailLoginScreen() {
  const { t } = useAuthTranslation();
  const loggingIn = useIsSessionMutating('login');
  const navigate = useNavigate();
  const showLoginFailure = useShowLoginFailure();
  const lockoutText = useLockoutText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missingInput, setMissingInput] = useState(false);
  const errorId = useId();
  const resetHintId = useId();

  // The contract has no reset endpoint: support resets the password; the mail names the account.
  const resetPasswordHref = mailtoLink({
    to: SUPPORT_EMAIL,
    subject: t('resetPassword.subject'),
    body: t('resetPassword.body', { email: email.trim() || '-' }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loggingIn) return;
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setMissingInput(true);
      return;
    }
    setMissingInput(false);
    try {
      await loginWithPassword(trimmedEmail, password);
      countLoginFailure(trimmedEmail, 200);
      navigate(ROUTES.home, { replace: true });
    } catch (error) {
      const status = errorStatus(error);
      const triesLeft = countLoginFailure(trimmedEmail, status);
      showLoginFailure(status, (text, failure) => lockoutText(text, failure, triesLeft));
    }
  };

  const describedBy = missingInput ? errorId : undefined;
  return (
    <ScreenFrame title={t('emailLogin.title')} back={{ to: ROUTES.login }}>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">{t('emailLogin.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={missingInput && !email.trim()}
            aria-describedby={describedBy}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('emailLogin.password')}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={missingInput && !password}
            aria-describedby={describedBy}
          />
        </label>
        {missingInput && (
          <p id={errorId} role="alert" className="field__error">
            {t('emailLogin.emptyFields')}
          </p>
        )}
        <button type="submit" className="button" disabled={loggingIn}>
          {t('emailLogin.submit')}
        </button>
      </form>
      <p>
        <a href={resetPasswordHref} className="text-link" aria-describedby={resetHintId}>
          {t('resetPassword.link')}
        </a>
        <br />
        <span id={resetHintId} className="hint">
          {t('resetPassword.hint')}
        </span>
      </p>
      <p className="login__sign-up">
        {t('emailLogin.noAccount')}{' '}
        <Link href={ROUTES.registerFirstStep}>{t('emailLogin.signUp')}</Link>
      </p>
    </ScreenFrame>
  );
}
