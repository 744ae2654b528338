import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShowSendFailure } from '@/lib/send-failure';

/**
 * Sending feedback or a support message (spec section 4) with the screen's mutation from src/api/messages.ts:
 * `sending` while under way; a failure shows the unspecific error modal with its default button (section 8), or
 * the no-connection message when there was no answer, and resolves false, so nothing typed is lost.
 */
function useShowMessageFailure() {
  const { t } = useTranslation('common');
  const showSendFailure = useShowSendFailure();
  return (error: unknown) =>
    showSendFailure(error, { title: t('errors.title'), text: t('errors.generic') });
}

/** `send` resolves true once the message is sent; false after a failure, which it has shown. */
export function useSendMessage<TBody>(mutation: UseMutationResult<void, Error, TBody>) {
  const showFailure = useShowMessageFailure();
  const send = async (payload: TBody): Promise<boolean> => {
    try {
      await mutation.mutateAsync(payload);
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  };
  return { send, sending: mutation.isPending };
}
