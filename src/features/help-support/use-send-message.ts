import { useTranslation } from 'react-i18next';
import type { FeedbackRequest, SupportRequest } from '@contract/feedback-support';
import { tsr } from '@/lib/api-client';
import { useShowSendFailure } from '@/lib/send-failure';

/**
 * Sending feedback or a support message (spec section 4): `sending` while under way; a failure shows the
 * unspecific error modal with its default button (section 8), or the no-connection message when there was no
 * answer, and resolves false, so nothing typed is lost.
 */
function useShowMessageFailure() {
  const { t } = useTranslation('common');
  const showSendFailure = useShowSendFailure();
  return (error: unknown) =>
    showSendFailure(error, { title: t('errors.title'), text: t('errors.generic') });
}

export function useSendFeedback() {
  const mutation = tsr.feedbackSupport.feedback.useMutation();
  const showFailure = useShowMessageFailure();
  const send = async (payload: FeedbackRequest): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ body: payload });
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };
  return { send, sending: mutation.isPending };
}

export function useSendSupportMessage() {
  const mutation = tsr.feedbackSupport.support.useMutation();
  const showFailure = useShowMessageFailure();
  const send = async (payload: SupportRequest): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ body: payload });
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };
  return { send, sending: mutation.isPending };
}
