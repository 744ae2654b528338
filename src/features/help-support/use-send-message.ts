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

/** The part of a ts-rest mutation a send needs. */
interface BodyMutation<TBody> {
  mutateAsync: (args: { body: TBody }) => Promise<unknown>;
  isPending: boolean;
}

/** `send` resolves true once the message is sent; false after a failure, which it has shown. */
function useSend<TBody>(mutation: BodyMutation<TBody>) {
  const showFailure = useShowMessageFailure();
  const send = async (payload: TBody): Promise<boolean> => {
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

export function useSendFeedback() {
  return useSend<FeedbackRequest>(tsr.feedbackSupport.feedback.useMutation());
}

export function useSendSupportMessage() {
  return useSend<SupportRequest>(tsr.feedbackSupport.support.useMutation());
}
