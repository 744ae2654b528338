import { useTranslation } from 'react-i18next';
import { showModal } from '@/lib/modal-store';

export interface ConfirmActionOptions {
  title: string;
  text: string;
  /** The button that does it (the modal's primary action). */
  confirmTitle: string;
  /** The button that closes the modal and does nothing; it gets the focus, so Enter never confirms by mistake. */
  keepTitle: string;
  onConfirm: () => void;
  /** Runs after the modal closed, confirmed or not (e.g. to bring the page back to where the user was). */
  onClose?: () => void;
}

/**
 * Asks before an action that cannot be taken back (cancel a posting, log out): a tap that lands on a moved card
 * or beside the profile icon then only opens this question.
 */
export function confirmAction({
  title,
  text,
  confirmTitle,
  keepTitle,
  onConfirm,
  onClose,
}: ConfirmActionOptions) {
  showModal({
    title,
    text,
    cancelTitle: keepTitle,
    actions: [{ title: confirmTitle, onPress: onConfirm, primary: true }],
    onClose,
  });
}

/** The header's logout, asked first (My page and the dashboard): returns what the logout icon does. */
export function useConfirmLogout(logOut: () => void): () => void {
  const { t } = useTranslation('common');
  return () =>
    confirmAction({
      title: t('logoutConfirm.title'),
      text: t('logoutConfirm.text'),
      confirmTitle: t('logoutConfirm.confirm'),
      keepTitle: t('logoutConfirm.keep'),
      onConfirm: logOut,
    });
}
