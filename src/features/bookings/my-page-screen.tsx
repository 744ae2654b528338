import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmLogout } from '@/components/confirm-action';
import { LogoutIcon } from '@/components/icons';
import { ScreenFrame } from '@/components/screen-frame';
import { markPerformance } from '@/lib/performance-marks';
import { ROUTES } from '@/lib/routes';
import { logout } from '@/domain/session/session-actions';
import { useCurrentUser } from '@/domain/session/current-user';
import { useIsSessionMutating } from '@/api/session-busy';
import { BookingsSection } from './bookings-section';
import { useBookingsTranslation } from './bookings-texts';
import { ProfileCard } from './profile-card';

/** My page ('My WEN', route ours: /my-wen): the profile card and the user's car-pooling postings. */
export function MyPageScreen() {
  // Benchmark mark: My page starts rendering (the list's first cards end the measure).
  useState(() => markPerformance('wen:my-page-open'));
  const { t } = useBookingsTranslation();
  const { t: tCommon } = useTranslation('common');
  const loggingOut = useIsSessionMutating('logout');
  const user = useCurrentUser();
  const confirmLogout = useConfirmLogout(() => void logout());

  return (
    <ScreenFrame
      title={t('myPage.title')}
      back={{ to: ROUTES.home }}
      actions={[
        {
          label: tCommon('header.logout'),
          icon: <LogoutIcon />,
          onClick: confirmLogout,
          disabled: loggingOut,
        },
      ]}
    >
      {user && (
        <div className="stack posting-page">
          <ProfileCard user={user} />
          <BookingsSection userId={user.id} />
        </div>
      )}
    </ScreenFrame>
  );
}
