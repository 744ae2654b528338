import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isNoAnswer } from './api-errors';
import { showModal, type ModalConfig } from './modal-store';

/** Tells the user a send got no answer (offline, timeout): nothing typed is lost, try again once online. */
export function useShowNoAnswer(): () => void {
  const { t } = useTranslation('common');
  return useCallback(
    () => showModal({ title: t('errors.noAnswerTitle'), text: t('errors.noAnswer') }),
    [t],
  );
}

/**
 * A send that failed (create, cancel, archive, feedback, support, accept terms, e-mail, registration): without
 * any answer the user is told so, with the input kept, within the request timeout; any other failure shows the
 * screen's own message (`otherwise`, the error catalogue's), or nothing where the spec wants none.
 */
export function useShowSendFailure(): (error: unknown, otherwise?: ModalConfig) => void {
  const showNoAnswer = useShowNoAnswer();
  return useCallback(
    (error: unknown, otherwise?: ModalConfig) => {
      if (isNoAnswer(error)) showNoAnswer();
      else if (otherwise) showModal(otherwise);
    },
    [showNoAnswer],
  );
}
