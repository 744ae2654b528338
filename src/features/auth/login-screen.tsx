import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { HelpIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { browserLocation } from '@/lib/browser-location';
import { showModal } from '@/lib/modal-store';
import { ROUTES } from '@/lib/routes';
import { clearSignOnFailure } from '@/domain/session/session-actions';
import { session } from '@/domain/session/session-state';
import { companySignOnUrl } from '@/lib/sign-on-url';
import { useShowLoginFailure } from './login-failure';
import { useAuthTranslation } from './auth-texts';

/** /login: title, tagline, description, the Q-number sign-on, e-mail login, help and the language switcher. */
export function LoginScreen() {
  const { t } = useAuthTranslation();
  const { t: tCommon } = useTranslation('common');
  const { signOnFailure } = useSnapshot(session);
  const showLoginFailure = useShowLoginFailure();

  // A failed sign-on (authorization code refused at start-up) lands here: tell the user once.
  useEffect(() => {
    if (!signOnFailure) return;
    showLoginFailure(signOnFailure.status);
    clearSignOnFailure();
  }, [signOnFailure, showLoginFailure]);

  const signOn = () => {
    const url = companySignOnUrl();
    if (!url) {
      showModal({ title: tCommon('errors.title'), text: tCommon('errors.generic') });
      return;
    }
    browserLocation.assign(url);
  };

  return (
    <div className="screen">
      <header className="app-header">
        <LanguageSwitcher />
        <Link href={ROUTES.support} className="icon-button" aria-label={t('login.help')}>
          <HelpIcon />
        </Link>
      </header>
      <main className="screen__content stack login">
        <h1 className="login__title">{t('login.title')}</h1>
        <p className="login__tagline">{t('login.tagline')}</p>
        <p>{t('login.description')}</p>
        <button type="button" className="button" onClick={signOn}>
          {t('login.qNumberButton')}
        </button>
        <Link href={ROUTES.loginEmail} className="button button--secondary">
          {t('login.emailLink')}
        </Link>
      </main>
    </div>
  );
}
