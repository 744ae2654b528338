import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { tokenStorage } from '@/lib/token-storage';
import { keptUserUnconfirmed, session } from '@/domain/session/session-state';
import { appUpdate } from './app-update';
import { StartUpRetryButton, useStartUpRetries } from './start-up-retries';

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
 * The dashboard painted from the last known user stays when GET /users/me gets no answer (decision 026): it says
 * so, offers to try again and tries by itself; the notice goes once an answer confirms the user. Part of the first
 * screen's JavaScript, not a lazy chunk: it is needed when the network is poor (about 40 of its 230 bytes gzip
 * would move to a chunk).
 */
function KeptUserNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="app-notice app-notice--action">
      <p>{t('appNotices.keptUser')}</p>
      <StartUpRetryButton className="button button--secondary" />
    </div>
  );
}

/**
 * Tries the unconfirmed kept user's start-up again, also while the offline notice speaks for it: mounted then too,
 * it hears the network come back and asks at once (decision 028).
 */
function KeptUserRetries() {
  useStartUpRetries();
  return null;
}

/**
 * Notices about the app itself, above every screen: the network is gone (what is shown may be out of date and
 * changes cannot be sent), the user of the last visit is not confirmed yet, a new build is ready (the user decides
 * when to reload, so no input is lost), and the sign-in could not be saved on this device (browser storage full):
 * it lasts only as long as this tab.
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
  const keptUnconfirmed = keptUserUnconfirmed(useSnapshot(session));
  // The offline notice says it all while the browser knows it is offline.
  const unconfirmed = keptUnconfirmed && !offline;
  if (!offline && !updateWaiting && !tabOnly && !unconfirmed) return null;
  return (
    <div className="app-notices">
      {keptUnconfirmed && <KeptUserRetries />}
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
      {unconfirmed && <KeptUserNotice />}
      {updateWaiting && (
        <div role="status" className="app-notice app-notice--action app-notice--update">
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
