import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { retryStartUp } from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';

/**
 * While the start-up cannot sign in (no answer, or the service is unavailable), it tries again by itself after
 * these pauses, then every 30 s: soon at first, because a phone's network often takes a moment to carry
 * requests after the browser says it is back.
 */
export const START_UP_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

const retryDelay = (attempt: number) =>
  START_UP_RETRY_DELAYS_MS[Math.min(attempt, START_UP_RETRY_DELAYS_MS.length - 1)];

/**
 * Tries the start-up again while mounted (the unavailable screen, the unconfirmed dashboard's notice): at once when
 * the network returns or the tab is shown again, and on the schedule above while online and visible (it starts
 * over from the shortest pause after each of those).
 */
export function useStartUpRetries(): void {
  useEffect(() => {
    let attempt = 0;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (navigator.onLine !== false && document.visibilityState !== 'hidden') {
          void retryStartUp();
        }
        attempt += 1;
        schedule();
      }, retryDelay(attempt));
    };
    const retryNow = () => {
      void retryStartUp();
      attempt = 0;
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') retryNow();
    };
    schedule();
    window.addEventListener('online', retryNow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retryNow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

/**
 * Try again by hand (the unavailable screen, the unconfirmed dashboard's notice): busy while a try runs, whoever
 * started it.
 */
export function StartUpRetryButton({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const { startingUp } = useSnapshot(session);
  return (
    <button
      type="button"
      className={className}
      disabled={startingUp}
      aria-busy={startingUp}
      onClick={() => void retryStartUp()}
    >
      {t('connection.retry')}
    </button>
  );
}
