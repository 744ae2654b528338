import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateEmailMutation } from '@/api/registration';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { errorStatus } from '@/lib/api-errors';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { useShowSendFailure } from '@/lib/send-failure';
import { refreshUser } from '@/domain/session/session-actions';
import { useWayOutActions } from '@/domain/session/way-out';
import { isValidMissingMail } from './missing-mail-rule';
import { TextField } from './text-field';
import { useRegistrationTranslation } from './registration-texts';

/**
 * /register-missing-mail: a user without an e-mail address gives one (spec sections 2 and 5). Continue is
 * disabled until the address is valid; it saves the address (POST /users/me/update-email), reloads the user
 * and goes to /confirmation-email-sent with the address.
 */
export function RegisterMissingMailScreen() {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  /** The address the backend refused as invalid (400): shown as invalid until it is changed. */
  const [refused, setRefused] = useState<string | null>(null);
  /** Judged once the user leaves the field, not while they are still typing. */
  const [left, setLeft] = useState(false);
  const update = useMutation(updateEmailMutation());
  const showSendFailure = useShowSendFailure();
  const wayOut = useWayOutActions();

  const trimmed = email.trim();
  const valid = isValidMissingMail(email) && refused !== trimmed;
  const showInvalid = email !== '' && !valid && (left || refused === trimmed);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || update.isPending) return;
    update.mutate(trimmed, {
      onSuccess: async () => {
        await refreshUser();
        navigate(ROUTES.confirmationEmailSent, { email: trimmed });
      },
      onError: (error) => {
        const status = errorStatus(error);
        if (status === 400) {
          setRefused(trimmed);
          return;
        }
        showSendFailure(error, {
          title: tCommon('errors.title'),
          text: status === 409 ? t('missingMail.inUse') : tCommon('errors.generic'),
        });
      },
    });
  };

  return (
    <ScreenFrame title={t('missingMail.title')} actions={wayOut}>
      <form className="stack" noValidate onSubmit={submit}>
        <LanguageSwitcher />
        <p>{t('missingMail.text')}</p>
        <TextField
          label={t('missingMail.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          onBlur={() => setLeft(true)}
          disabled={update.isPending}
          error={showInvalid ? t('missingMail.invalid') : null}
        />
        <button
          type="submit"
          className="button"
          disabled={!valid || update.isPending}
          aria-busy={update.isPending}
        >
          {t('continue')}
        </button>
        {update.isPending && <Spinner label={t('missingMail.saving')} />}
      </form>
    </ScreenFrame>
  );
}
