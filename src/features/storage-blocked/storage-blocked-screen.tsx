import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { useStorageBlockedTranslation } from './storage-blocked-texts';

/**
 * Cookies and site data are blocked for the page (the browser throws on any access of localStorage): WEN cannot
 * keep a sign-in (spec section 3: the token lives in localStorage), and the mock builds cannot start their service
 * worker. Every build says so instead of failing before its first render (src/app/storage-blocked.tsx). Rare: a
 * chunk of its own with its texts, not part of the first screen's JavaScript (issue 36, point 10).
 */
export function StorageBlockedScreen() {
  const { t } = useStorageBlockedTranslation();
  return (
    <ScreenFrame title={t('title')}>
      <div className="stack">
        <LanguageSwitcher />
        <p role="alert">{t('text')}</p>
        <p>{t('hint')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    </ScreenFrame>
  );
}
