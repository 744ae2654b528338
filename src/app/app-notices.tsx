import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Notices about the app itself, above every screen: the network is gone (what is shown may be out of date and
 * changes cannot be sent), and a new build is ready (the user decides when to reload, so no input is lost).
 */
export function AppNotices() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  const updateWaiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
  if (!offline && !updateWaiting) return null;
  return (
    <div className="app-notices">
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
