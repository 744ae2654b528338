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

/**
 * Shows the 'Login failed' modal with the catalogue text of the status (null: no answer at all). `adjust` may change
 * the text (the e-mail login's lockout warning and duration, login-lockout.ts).
 */
export function useShowLoginFailure(): (
  status: number | null,
  adjust?: (text: string, failure: LoginFailure) => string,
) => void {
  const { t } = useAuthTranslation();
  return (status, adjust) => {
    const failure = loginFailureFor(status);
    const text: string = t(`loginFailed.${failure}`);
    showModal({ title: t('loginFailed.title'), text: adjust ? adjust(text, failure) : text });
  };
}
