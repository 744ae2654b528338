import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { User } from '@contract/schemas';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { chooseAccount } from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';
import { StartUpRetryButton, useStartUpRetries } from './start-up-retries';

/**
 * The start-up could not reach the backend (offline, a timeout, a 5xx): the stored sign-in is kept. Try again by
 * hand, or by itself (useStartUpRetries).
 */
export function StartUpUnavailableScreen() {
  const { t } = useTranslation('common');
  const { startUpProblem, startingUp } = useSnapshot(session);
  const offline = startUpProblem === 'offline';
  useStartUpRetries();

  return (
    <ScreenFrame title={t(offline ? 'connection.offlineTitle' : 'connection.unavailableTitle')}>
      <div className="stack">
        <LanguageSwitcher />
        <p role="alert">{t(offline ? 'connection.offlineText' : 'connection.unavailableText')}</p>
        <StartUpRetryButton className="button" />
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
