import { Link, Redirect } from 'wouter';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { useWayOutActions } from '@/domain/session/way-out';
import { useRegistrationTranslation } from './registration-texts';

/** /confirmation-email-sent: the address the confirmation went to, and a continue button to /. */
export function ConfirmationEmailSentScreen() {
  const { t } = useRegistrationTranslation();
  const email = useRouteState(ROUTES.confirmationEmailSent)?.email;
  const wayOut = useWayOutActions();

  // Opened without the address (typed in, or a new tab): nothing to show, on to the start.
  if (!email) return <Redirect to={ROUTES.home} replace />;

  return (
    <ScreenFrame title={t('confirmationEmailSent.title')} actions={wayOut}>
      <div className="stack">
        <LanguageSwitcher />
        <p>
          {t('confirmationEmailSent.sentTo')} <strong className="mail-address">{email}</strong>
        </p>
        <p>{t('confirmationEmailSent.text')}</p>
        <Link href={ROUTES.home} className="button">
          {t('continue')}
        </Link>
      </div>
    </ScreenFrame>
  );
}
