import { useTranslation } from 'react-i18next';
import type { HeaderAction } from '@/components/app-header';
import { useConfirmLogout } from '@/components/confirm-action';
import { HelpIcon, LogoutIcon } from '@/components/icons';
import { ROUTES } from '@/lib/routes';
import { logout } from './session-actions';
import { useIsSessionMutating } from '@/api/session-busy';

/**
 * The header's ways out for a signed-in screen that holds the user before the app proper (a missing e-mail, new
 * terms, the corporate registration, the confirmation sent): Help and Logout (asked first), as on the dashboard.
 * With the language switch in the screen no such screen is a dead end (issue 36).
 */
export function useWayOutActions(): HeaderAction[] {
  const { t } = useTranslation('common');
  const loggingOut = useIsSessionMutating('logout');
  const confirmLogout = useConfirmLogout(() => void logout());
  return [
    { label: t('header.help'), icon: <HelpIcon />, to: ROUTES.help },
    {
      label: t('header.logout'),
      icon: <LogoutIcon />,
      onClick: confirmLogout,
      disabled: loggingOut,
    },
  ];
}
