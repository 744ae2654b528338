import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useConfirmLogout } from '@/components/confirm-action';
import { HelpIcon, LogoutIcon, PersonIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { NoAccessNotice } from '@/components/no-access-notice';
import { ScreenFrame } from '@/components/screen-frame';
import { resetMobilitySearch } from '@/domain/trip-request/mobility-request-store';
import { ROUTES } from '@/lib/routes';
import { logout } from '@/domain/session/session-actions';
import { useCurrentUser } from '@/domain/session/current-user';
import { session } from '@/domain/session/session-state';
import { MyCommute } from './my-commute';
import { RideSearchForm } from './ride-search-form';
import { useDashboardTranslation } from './dashboard-texts';

/** How long a logout waits at most for the trip-cache cleanup of the search. */
const CLEANUP_BEFORE_LOGOUT_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The landing screen of /, /wen and /dashboard: the welcome headline; for users with commute-pooling access the
 * search (origin, destination, date, Find Drivers / Find Passengers), for the others the no-access texts.
 */
export function DashboardScreen() {
  const { t } = useDashboardTranslation();
  const { t: tCommon } = useTranslation('common');
  const { loggingOut } = useSnapshot(session);
  const user = useCurrentUser();

  const [endingSession, setEndingSession] = useState(false);

  const logOutAndReset = async () => {
    setEndingSession(true);
    // The trip-cache cleanup needs the session the logout ends: it goes first, but never holds the logout up
    // for long.
    await Promise.race([resetMobilitySearch(), wait(CLEANUP_BEFORE_LOGOUT_MS)]);
    await logout();
    setEndingSession(false);
  };

  const confirmLogout = useConfirmLogout(() => void logOutAndReset());

  return (
    <ScreenFrame
      title={t('title')}
      actions={[
        { label: tCommon('header.help'), icon: <HelpIcon />, to: ROUTES.help },
        { label: tCommon('header.myPage'), icon: <PersonIcon />, to: ROUTES.myPage },
        {
          label: tCommon('header.logout'),
          icon: <LogoutIcon />,
          onClick: confirmLogout,
          disabled: loggingOut || endingSession,
        },
      ]}
    >
      {user && (
        <div className="stack">
          <LanguageSwitcher />
          <section className="stack" aria-labelledby="dashboard-welcome">
            <h2 id="dashboard-welcome">
              {t('welcome', { givenName: user.givenName, familyName: user.familyName })}
            </h2>
            {!user.commutePooling.enabled && <NoAccessNotice />}
          </section>
          {user.commutePooling.enabled && (
            <>
              <Link href={ROUTES.createFirstStep} className="button dashboard__create">
                {t('createPosting')}
              </Link>
              <MyCommute userId={user.id} />
              <RideSearchForm userId={user.id} />
            </>
          )}
        </div>
      )}
    </ScreenFrame>
  );
}
