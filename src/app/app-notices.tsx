import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenStorage } from '@/lib/token-storage';
import { appUpdate } from './app-update';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => navigator.onLine === false;

/** Rare (browser storage full): fetched with its texts only when shown, not with the first screen. */
const TabOnlyNotice = lazy(() =>
  import('@/features/tab-only-sign-in/tab-only-notice').then((module) => ({
    default: module.TabOnlyNotice,
  })),
);

/**
 * Notices about the app itself, above every screen: the network is gone (what is shown may be out of date and
 * changes cannot be sent), a new build is ready (the user decides when to reload, so no input is lost), and the
 * sign-in could not be saved on this device (browser storage full): it lasts only as long as this tab.
 */
export function AppNotices() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  const updateWaiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
  const tabOnly = useSyncExternalStore(
    tokenStorage.subscribe,
    tokenStorage.isKeptForTabOnly,
    () => false,
  );
  if (!offline && !updateWaiting && !tabOnly) return null;
  return (
    <div className="app-notices">
      {tabOnly && (
        <Suspense fallback={null}>
          <TabOnlyNotice />
        </Suspense>
      )}
      {offline && (
        <p role="status" className="app-notice">
          {t('appNotices.offline')}
        </p>
      )}
      {updateWaiting && (
        <div role="status" className="app-notice app-notice--update">
          <p>{t('appNotices.updateReady')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => appUpdate.apply()}
          >
            {t('appNotices.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
