import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { getAppI18n } from './i18n-resources';

/**
 * Cookies and site data are blocked for the page (the browser throws on any access of localStorage): WEN cannot
 * keep a sign-in (spec section 3: the token lives in localStorage), and the mock builds cannot start their service
 * worker. Every build says so instead of failing before its first render.
 */
export function StorageBlockedScreen() {
  const { t } = useTranslation('common');
  return (
    <ScreenFrame title={t('storageBlocked.title')}>
      <div className="stack">
        <LanguageSwitcher />
        <p role="alert">{t('storageBlocked.text')}</p>
        <p>{t('storageBlocked.hint')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('storageBlocked.reload')}
        </button>
      </div>
    </ScreenFrame>
  );
}

/** Shows the storage message in place of the app (src/main.tsx, before anything touches storage). */
export function renderStorageBlocked(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={getAppI18n()}>
        <div className="app-frame">
          <StorageBlockedScreen />
        </div>
      </I18nextProvider>
    </StrictMode>,
  );
}
