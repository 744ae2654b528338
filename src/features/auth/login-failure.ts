import { showModal } from '@/lib/modal-store';
import { useAuthTranslation } from './auth-texts';

/** The login rows of the error catalogue (spec section 8). */
export type LoginFailure = 'credentials' | 'tooManyAttempts' | 'inactive' | 'generic';

export function loginFailureFor(status: number | null): LoginFailure {
  switch (status) {
    case 400:
    case 401:
      return 'credentials';
    case 429:
      return 'tooManyAttempts';
    case 403:
      return 'inactive';
    default:
      return 'generic';
  }
}

/** Shows the 'Login failed' modal with the catalogue text of the status (null: no answer at all). */
export function useShowLoginFailure(): (status: number | null) => void {
  const { t } = useAuthTranslation();
  return (status) =>
    showModal({ title: t('loginFailed.title'), text: t(`loginFailed.${loginFailureFor(status)}`) });
}
