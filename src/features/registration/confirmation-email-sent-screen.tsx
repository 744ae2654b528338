import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ScreenFrame } from '@/components/screen-frame';
import { ROUTES } from '@/lib/routes';

/** The navigation state of /confirmation-email-sent (spec section 2: state email). */
export interface ConfirmationEmailSentState {
  email: string;
}

function emailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/** /confirmation-email-sent: the address the confirmation went to, and a continue button to /. */
export function ConfirmationEmailSentScreen() {
  const { t } = useTranslation('registration');
  const email = emailOf(useHistoryState<unknown>());

  // Opened without the address (typed in, or a new tab): nothing to show, on to the start.
  if (!email) return <Redirect to={ROUTES.home} replace />;

  return (
    <ScreenFrame title={t('confirmationEmailSent.title')}>
      <div className="stack">
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
