import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { CONFIRMATION_VALID_DAYS } from '@contract/auth';
import { registerAccountMutation } from '@/api/registration';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { REGISTRATION_STEPS } from './registration-steps';
import {
  completeRegistration,
  hasCredentials,
  registration,
  registrationRequest,
  updateDraft,
  type RegistrationDraft,
} from './registration-store';
import { useShowSignUpFailure } from './sign-up-failure';
import { TextField } from './text-field';
import { useRegistrationTranslation } from './registration-texts';

type DetailField = keyof Pick<
  RegistrationDraft,
  'givenName' | 'familyName' | 'department' | 'employeeNumber'
>;
const DETAIL_FIELDS: readonly { field: DetailField; autoComplete: string }[] = [
  { field: 'givenName', autoComplete: 'given-name' },
  { field: 'familyName', autoComplete: 'family-name' },
  { field: 'department', autoComplete: 'organization-title' },
  { field: 'employeeNumber', autoComplete: 'off' },
];

/**
 * Registration step 3 (route ours: /register-employee-details): first name, last name, department and employee
 * number, all mandatory (spec section 5). Sends the registration (POST /api/v1/register/create).
 */
export function RegisterEmployeeDetailsScreen() {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const state = useSnapshot(registration, { sync: true });
  const [showErrors, setShowErrors] = useState(false);
  const inputs = useRef<Partial<Record<DetailField, HTMLInputElement | null>>>({});
  const create = useMutation(registerAccountMutation());
  const showSignUpFailure = useShowSignUpFailure();

  if (!hasCredentials(state)) return <Redirect to={ROUTES.registerFirstStep} replace />;
  if (!state.draft.group) return <Redirect to={ROUTES.registerSecondStep} replace />;

  const missing = DETAIL_FIELDS.filter(({ field }) => state.draft[field].trim() === '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const firstMissing = missing[0];
    if (firstMissing) {
      setShowErrors(true);
      inputs.current[firstMissing.field]?.focus();
      return;
    }
    const body = registrationRequest(registration);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        // The answer is not shown in the spec: without one, the address sent and the spec's validity hold.
        completeRegistration({
          email: created?.email ?? body.email,
          group: body.group,
          confirmationValidDays: created?.confirmationValidDays ?? CONFIRMATION_VALID_DAYS,
        });
        navigate(ROUTES.registerThirdStep);
      },
      onError: showSignUpFailure,
    });
  };

  return (
    <ScreenFrame title={t('employeeDetails.title')} back={{ to: ROUTES.registerSecondStep }}>
      <form className="stack" noValidate onSubmit={submit}>
        <p className="hint">{tCommon('progress', { current: 3, total: REGISTRATION_STEPS })}</p>
        <p>{t('employeeDetails.intro')}</p>
        {DETAIL_FIELDS.map(({ field, autoComplete }) => (
          <TextField
            key={field}
            label={t(`employeeDetails.${field}`)}
            name={field}
            autoComplete={autoComplete}
            required
            placeholder={
              field === 'employeeNumber'
                ? t('employeeDetails.employeeNumberPlaceholder')
                : undefined
            }
            inputRef={(element) => {
              inputs.current[field] = element;
            }}
            value={state.draft[field]}
            onChange={(value) => updateDraft({ [field]: value })}
            error={
              showErrors && state.draft[field].trim() === '' ? t('employeeDetails.required') : null
            }
          />
        ))}
        <button
          type="submit"
          className="button"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {t('employeeDetails.submit')}
        </button>
        {create.isPending && <Spinner label={t('employeeDetails.submitting')} />}
      </form>
    </ScreenFrame>
  );
}
