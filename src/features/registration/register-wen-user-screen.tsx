import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSignedOnUserMutation } from '@/api/registration';
import { HelpIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { errorStatus } from '@/lib/api-errors';
import { browserLocation } from '@/lib/browser-location';
import { ROUTES } from '@/lib/routes';
import { showModal } from '@/lib/modal-store';
import { useShowSendFailure } from '@/lib/send-failure';
import { logout, markRegistered } from '@/domain/session/session-actions';
import { useCurrentUser } from '@/domain/session/current-user';
import { pendingNewUser } from '@/domain/session/pending-new-user';
import { tokenStorage } from '@/lib/token-storage';
import { companySignOnUrl } from '@/lib/sign-on-url';
import { isValidMissingMail } from './missing-mail-rule';
import { TermsCheckbox } from './terms-checkbox';
import { TextField } from './text-field';
import { useRegistrationTranslation } from './registration-texts';

/**
 * /register-wen-user: the corporate registration of a signed-on employee who is not a WEN user yet (spec
 * sections 2 and 4). Register is disabled until terms and privacy are accepted and while registering; success
 * marks the user registered and sends the browser to the company sign-in, which then logs them in.
 */
/** The onboarding token and the pending new user of this tab are spent (what markRegistered stores). */
function spendStoredSignOn(): void {
  tokenStorage.setOnboardingToken(null);
  pendingNewUser.set(null);
}

/**
 * The registration stays on screen until the browser has left for the sign-in: marked registered at once, the guard
 * sent the tab to /login, which showed for a moment (issue 36 point 7). So the tab's stored sign-on is spent now,
 * and the 'new' state ends with the page (a page kept for Back and shown again ends it then: the guard finds the
 * login).
 */
function leaveForSignOn(signOnUrl: string): void {
  spendStoredSignOn();
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) markRegistered();
    },
    { once: true },
  );
  browserLocation.assign(signOnUrl);
}

export function RegisterWenUserScreen() {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  const user = useCurrentUser();
  const [accepted, setAccepted] = useState(false);
  // The company server may have no address (spec section 6): then the employee gives one here.
  const [typedEmail, setTypedEmail] = useState('');
  /** The address is judged once the user leaves the field, not while they are still typing. */
  const [leftEmail, setLeftEmail] = useState(false);
  const onboard = useMutation(registerSignedOnUserMutation());
  const showSendFailure = useShowSendFailure();
  // Stays busy after success: the browser is on its way to the sign-in.
  const [leaving, setLeaving] = useState(false);
  const busy = onboard.isPending || leaving;

  if (!user) return null; // the guard lets only a new user (who has one) in

  const email = user.email ?? typedEmail.trim();
  const emailValid = user.email !== null || isValidMissingMail(typedEmail);

  const showFailure = (error: unknown) => {
    const status = errorStatus(error);
    if (status === 401) {
      // The onboarding token expired: signing on again gives a new one.
      showModal({
        title: tCommon('errors.title'),
        text: t('wenUser.failure.expired'),
        onSubmit: () => void logout(),
      });
      return;
    }
    showSendFailure(error, {
      title: tCommon('errors.title'),
      text: t(status === 409 ? 'wenUser.failure.alreadyRegistered' : 'wenUser.failure.general'),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accepted || busy || !emailValid) return;
    const { qNumber } = user;
    if (!qNumber) {
      // Company sign-on always names the employee; without a Q-number there is nothing to register.
      showFailure(null);
      return;
    }
    onboard.mutate(
      { email, qNumber, acceptedTerms: true },
      {
        onSuccess: () => {
          const signOnUrl = companySignOnUrl();
          if (!signOnUrl) {
            showModal({ title: tCommon('errors.title'), text: tCommon('errors.generic') });
            return;
          }
          setLeaving(true);
          leaveForSignOn(signOnUrl);
        },
        onError: showFailure,
      },
    );
  };

  return (
    <ScreenFrame
      title={t('wenUser.title')}
      actions={[{ label: tCommon('header.help'), icon: <HelpIcon />, to: ROUTES.help }]}
    >
      <form className="stack" noValidate onSubmit={submit}>
        <LanguageSwitcher />
        <h2>{t('wenUser.headline', { givenName: user.givenName, familyName: user.familyName })}</h2>
        <p>{t('wenUser.welcome')}</p>
        {user.email === null && (
          <TextField
            label={t('wenUser.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={typedEmail}
            onChange={setTypedEmail}
            onBlur={() => setLeftEmail(true)}
            disabled={busy}
            error={
              leftEmail && typedEmail !== '' && !emailValid ? tCommon('errors.invalidInput') : null
            }
          />
        )}
        <TermsCheckbox checked={accepted} onChange={setAccepted} disabled={busy} />
        <button
          type="submit"
          className="button"
          disabled={!accepted || !emailValid || busy}
          aria-busy={busy}
        >
          {t('wenUser.register')}
        </button>
        {busy && <Spinner label={t('wenUser.registering')} />}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void logout()}
        >
          {t('wenUser.cancel')}
        </button>
      </form>
    </ScreenFrame>
  );
}
