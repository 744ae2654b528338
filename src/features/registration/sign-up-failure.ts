import { useTranslation } from 'react-i18next';
import { errorStatus } from '@/lib/api-errors';
import { showModal } from '@/lib/modal-store';
import { useRegistrationTranslation } from './registration-texts';

/** The machine-readable reason of an error answer (contract/errors.ts), if any. */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  return typeof body.code === 'string' ? body.code : null;
}

export type SignUpFailure = 'emailInUse' | 'employeeNumberInUse' | 'general';

/**
 * The registration rows of the error catalogue (spec section 8): 409 is 'Sign-up Failed' (the e-mail is in use);
 * any other failure is the general error. A 409 that names the employee number says so instead of blaming
 * the e-mail.
 */
export function signUpFailureFor(error: unknown): SignUpFailure {
  if (errorStatus(error) !== 409) return 'general';
  return errorCode(error) === 'EMPLOYEE_NUMBER_IN_USE' ? 'employeeNumberInUse' : 'emailInUse';
}

export function useShowSignUpFailure(): (error: unknown) => void {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  return (error) => {
    const failure = signUpFailureFor(error);
    if (failure === 'general') {
      showModal({ title: tCommon('errors.title'), text: t('signUpFailed.general') });
      return;
    }
    showModal({ title: t('signUpFailed.title'), text: t(`signUpFailed.${failure}`) });
  };
}
