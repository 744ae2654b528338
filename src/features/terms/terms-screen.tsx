import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { HelpIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { LEGAL_LINKS } from '@/lib/legal-links';
import { ROUTES } from '@/lib/routes';
import { useShowNoAnswer } from '@/lib/send-failure';
import { acceptTerms, logout } from '@/domain/session/session-actions';
import { useCurrentUser } from '@/domain/session/current-user';
import { useTermsTranslation } from './terms-texts';
import { useIsSessionMutating } from '@/api/session-busy';

/** /terms-and-conditions: holds the user until the updated terms are accepted (spec sections 2 and 4). */
export function TermsScreen() {
  const { t } = useTermsTranslation();
  const { t: tCommon } = useTranslation('common');
  const acceptingTerms = useIsSessionMutating('acceptTerms');
  const loggingOut = useIsSessionMutating('logout');
  const user = useCurrentUser();
  const showNoAnswer = useShowNoAnswer();
  const accept = async () => {
    // Failures reset the state without a message (spec section 4), but a tap without network must not look
    // like nothing happened.
    if ((await acceptTerms()) === 'no-answer') showNoAnswer();
  };

  // Stryker disable next-line OptionalChaining: unreachable without a user: the guards send a session whose user is not known to /login before the screen renders
  if (user?.acceptedTerms) return <Redirect to={ROUTES.home} replace />;

  return (
    <ScreenFrame
      title={t('title')}
      actions={[{ label: tCommon('header.help'), icon: <HelpIcon />, to: ROUTES.help }]}
    >
      <div className="stack">
        <LanguageSwitcher />
        {user && (
          <h2>{t('welcome', { givenName: user.givenName, familyName: user.familyName })}</h2>
        )}
        <p>{t('updateText')}</p>
        <p>
          <a href={LEGAL_LINKS.terms} target="_blank" rel="noopener noreferrer">
            {t('termsLink')}
          </a>
        </p>
        <button
          type="button"
          className="button"
          disabled={acceptingTerms}
          aria-busy={acceptingTerms}
          onClick={() => void accept()}
        >
          {t('accept')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={loggingOut}
          onClick={() => void logout()}
        >
          {t('logout')}
        </button>
      </div>
    </ScreenFrame>
  );
}
