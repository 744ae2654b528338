import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, Redirect } from 'wouter';
import { ScreenFrame } from '@/components/screen-frame';
import { env } from '@/lib/env';
import { ROUTES } from '@/lib/routes';
import { MOCK_MAILBOX_PATH, REGISTRATION_STEPS } from './registration-steps';
import { registration } from './registration-store';
import { useRegistrationTranslation } from './registration-texts';

/**
 * Registration step 4, 'You got mail' (/register-third-step): the address the confirmation went to, its
 * validity (14 days), a text by user group and the way to log in.
 */
export function RegisterThirdStepScreen() {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  const { submitted } = useSnapshot(registration);

  if (!submitted) return <Redirect to={ROUTES.registerFirstStep} replace />;

  return (
    <ScreenFrame title={t('thirdStep.title')}>
      <div className="stack">
        <p className="hint">{tCommon('progress', { current: 4, total: REGISTRATION_STEPS })}</p>
        <h2>{t('thirdStep.headline')}</h2>
        <p>
          {t('thirdStep.sentTo')} <strong className="mail-address">{submitted.email}</strong>
        </p>
        <p>{t('thirdStep.validity', { count: submitted.confirmationValidDays })}</p>
        <p>{t(`thirdStep.group.${submitted.group}`)}</p>
        <Link href={ROUTES.loginEmail} className="button">
          {t('thirdStep.logIn')}
        </Link>
        {env.apiMode === 'mock' && (
          // A full page load: the mailbox is a page of the mock backend, not of the app.
          <a href={MOCK_MAILBOX_PATH} className="text-link">
            {t('thirdStep.openTestMailbox')}
          </a>
        )}
      </div>
    </ScreenFrame>
  );
}
