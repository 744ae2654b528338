import { useTabOnlySignInTranslation } from './tab-only-sign-in-texts';

/**
 * The sign-in could not be saved on this device (browser storage full): it lasts only as long as this tab
 * (src/lib/token-storage.ts). Rare, so it is a lazy chunk of its own with its texts (AppNotices loads it when
 * needed): the first screen's JavaScript does not carry it (issue 36, point 10).
 */
export function TabOnlyNotice() {
  const { t } = useTabOnlySignInTranslation();
  return (
    <p role="alert" className="app-notice">
      {t('notice')}
    </p>
  );
}
