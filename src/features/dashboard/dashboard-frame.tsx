import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '@contract/schemas';
import { HelpIcon, LogoutIcon, PersonIcon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { NoAccessNotice } from '@/components/no-access-notice';
import { ScreenFrame } from '@/components/screen-frame';
import { ROUTES } from '@/lib/routes';
import { useDashboardTranslation } from './dashboard-texts';

/** What the frame shows of the user: the name and whether the search and creation are theirs. */
export type DashboardFrameUser = Pick<User, 'givenName' | 'familyName'> & {
  commutePooling: Pick<User['commutePooling'], 'enabled'>;
};

interface DashboardFrameProps {
  /** None while the session ends: the header only. */
  user: DashboardFrameUser | null;
  onLogout: () => void;
  logoutDisabled: boolean;
  /** Below the create link, for users with commute-pooling access: what the dashboard shows from its own data. */
  children?: ReactNode;
}

/**
 * The dashboard before any data of its own: the header (Help, My page, Logout), the language, the welcome with the
 * user's name and the create link (or the no-access texts). The live screen renders it, and so does the build into
 * index.html (src/app/first-paint.tsx), so the picture a signed-in start paints first is this very markup.
 */
export function DashboardFrame({ user, onLogout, logoutDisabled, children }: DashboardFrameProps) {
  const { t } = useDashboardTranslation();
  const { t: tCommon } = useTranslation('common');
  return (
    <ScreenFrame
      title={t('title')}
      actions={[
        { label: tCommon('header.help'), icon: <HelpIcon />, to: ROUTES.help },
        { label: tCommon('header.myPage'), icon: <PersonIcon />, to: ROUTES.myPage },
        {
          label: tCommon('header.logout'),
          icon: <LogoutIcon />,
          onClick: onLogout,
          disabled: logoutDisabled,
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
              {children}
            </>
          )}
        </div>
      )}
    </ScreenFrame>
  );
}
