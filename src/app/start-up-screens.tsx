import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { User } from '@contract/schemas';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { chooseAccount, retryStartUp } from '@/domain/session/session-start-up';
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
 * The start-up could not reach the backend (offline, a timeout, a 5xx): the stored sign-in is kept. Try again by
 * hand, or by itself: at once when the network returns or the tab is shown again, and on the schedule above while
 * online and visible (it starts over from the shortest pause after each of those).
 */
export function StartUpUnavailableScreen() {
  const { t } = useTranslation('common');
  const { startUpProblem, startingUp } = useSnapshot(session);
  const offline = startUpProblem === 'offline';

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

  return (
    <ScreenFrame title={t(offline ? 'connection.offlineTitle' : 'connection.unavailableTitle')}>
      <div className="stack">
        <LanguageSwitcher />
        <p role="alert">{t(offline ? 'connection.offlineText' : 'connection.unavailableText')}</p>
        <button
          type="button"
          className="button"
          disabled={startingUp}
          aria-busy={startingUp}
          onClick={() => void retryStartUp()}
        >
          {t('connection.retry')}
        </button>
        {startingUp && <Spinner label={t('connection.retrying')} />}
      </div>
    </ScreenFrame>
  );
}

const fullName = (user: Pick<User, 'givenName' | 'familyName'>) =>
  `${user.givenName} ${user.familyName}`.trim();
const nameWithEmail = (user: User) =>
  user.email ? `${fullName(user)} (${user.email})` : fullName(user);

/**
 * A link brought another user's token (start-up step 1) while somebody is signed in: switch accounts or stay,
 * never silently.
 */
export function SwitchAccountScreen() {
  const { t } = useTranslation('common');
  const { accountSwitch } = useSnapshot(session);
  if (!accountSwitch) return null;
  const { current, next } = accountSwitch as { current: User; next: User };
  return (
    <ScreenFrame title={t('switchAccount.title')}>
      <div className="stack">
        <p>
          {t('switchAccount.text', { current: nameWithEmail(current), next: nameWithEmail(next) })}
        </p>
        <p>{t('switchAccount.question')}</p>
        <button type="button" className="button" onClick={() => void chooseAccount('switch')}>
          {t('switchAccount.switch', { next: fullName(next) })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void chooseAccount('stay')}
        >
          {t('switchAccount.stay', { current: fullName(current) })}
        </button>
      </div>
    </ScreenFrame>
  );
}
