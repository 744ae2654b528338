import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { HelpIcon } from '@/components/icons';
import { NoAccessNotice } from '@/components/no-access-notice';
import { ScreenFrame } from '@/components/screen-frame';
import { ROUTES } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import { useDashboardTranslation } from './dashboard-texts';

/**
 * The no-access notice as a screen (route ours: /no-access). The guards send a user without
 * commutePooling.enabled here from every posting and search route (a deep link, an old bookmark); once the access
 * is on, it leads back to the start page.
 */
export function NoAccessScreen() {
  const { t } = useTranslation('common');
  const { t: tDashboard } = useDashboardTranslation();
  const user = useCurrentUser();

  if (user?.commutePooling.enabled) return <Redirect to={ROUTES.home} replace />;

  return (
    <ScreenFrame
      title={t('noAccess.title')}
      back={{ to: ROUTES.home }}
      actions={[{ label: t('header.help'), icon: <HelpIcon />, to: ROUTES.help }]}
    >
      {user && (
        <div className="stack">
          <h2>
            {tDashboard('welcome', { givenName: user.givenName, familyName: user.familyName })}
          </h2>
          <p>
            <strong>{t('noAccess.blocked')}</strong>
          </p>
          <NoAccessNotice />
        </div>
      )}
    </ScreenFrame>
  );
}
