import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingRequest } from '@contract/bookings';
import {
  createPostingMutation,
  isCreatingPosting,
  ReplacePostingError,
  useIsCreatingPosting,
} from '@/api/postings';
import { showFlash } from '@/components/flash-message';
import { useCurrentUser } from '@/domain/session/current-user';
import { isNoAnswer } from '@/lib/api-errors';
import { showModal } from '@/lib/modal-store';
import { useNavigate } from '@/lib/navigation';
import { routeState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { useShowSendFailure } from '@/lib/send-failure';
import { resetDraft } from './posting-draft-store';
import { usePostingCreationTranslation } from './posting-creation-texts';

/**
 * Create on the overview (spec section 2): posts the draft's request once (a change: the new posting, then the
 * previous one cancelled, src/api/postings.ts), then says so on the dashboard; a failure shows the 'Error' modal (or,
 * without any answer, the no-connection message) and keeps everything typed.
 */
export function useCreatePosting(replacesBookingId: string | null): {
  create: (body: BookingRequest) => void;
  creating: boolean;
} {
  const { t } = usePostingCreationTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const user = useCurrentUser();
  // At most one posting per draft, even when an attempt got no answer (src/api/postings.ts).
  const createMutation = useMutation(createPostingMutation());
  const showSendFailure = useShowSendFailure();
  const creating = useIsCreatingPosting();

  const create = (body: BookingRequest) => {
    // The disabled button is not enough: a double click can fire twice before React re-renders; the mutation
    // cache knows at once.
    if (isCreatingPosting() || !user) return;
    createMutation.mutate(
      { body, userId: user.id, replacesBookingId },
      {
        onSuccess: () => {
          // Say that it worked where the user lands, with the way to the new posting on My page.
          showFlash({
            text: t(replacesBookingId ? 'overview.changed' : 'overview.created'),
            link: {
              href: ROUTES.myPage,
              label: t('overview.showCreated'),
              state: routeState(ROUTES.myPage, { newPosting: body }),
            },
            path: ROUTES.dashboard,
          });
          navigate(ROUTES.dashboard);
          resetDraft();
        },
        onError: (error) => {
          if (error instanceof ReplacePostingError) {
            showChangeFailure(error);
            // Taken back or both active: the change is over either way (My page shows what holds).
            if (error.failure !== 'not-created') {
              navigate(ROUTES.myPage);
              resetDraft();
            }
            return;
          }
          // Everything typed stays; without an answer the user is told so, and the retry cannot post twice.
          showSendFailure(error, {
            title: tCommon('errors.title'),
            text: t('overview.createFailed'),
          });
        },
      },
    );
  };

  // A change says what holds: the previous posting still active (nothing created, or the new one taken back), or
  // both active (the user cancels the previous one).
  const showChangeFailure = (error: ReplacePostingError) => {
    const text = {
      'not-created': t('overview.changeNotCreated'),
      'rolled-back': t('overview.changeRolledBack'),
      'both-active': t('overview.changeBothActive'),
    }[error.failure];
    const noAnswer = error.failure === 'not-created' && isNoAnswer(error.reason);
    showModal({ title: tCommon(noAnswer ? 'errors.noAnswerTitle' : 'errors.title'), text });
  };

  return { create, creating };
}
