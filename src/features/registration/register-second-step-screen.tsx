import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { UserGroup } from '@contract/schemas';
import { ScreenFrame } from '@/components/screen-frame';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { REGISTRATION_STEPS } from './registration-steps';
import { hasCredentials, registration, updateDraft } from './registration-store';
import { useRegistrationTranslation } from './registration-texts';

const GROUPS: readonly UserGroup[] = ['corporate', 'public'];

/** Registration step 2 (route ours: /register-second-step): company employee or external user. */
export function RegisterSecondStepScreen() {
  const { t } = useRegistrationTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const state = useSnapshot(registration);

  // The password is kept in memory only: after a reload step 1 asks for it again.
  if (!hasCredentials(state)) return <Redirect to={ROUTES.registerFirstStep} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.draft.group) navigate(ROUTES.registerEmployeeDetails);
  };

  return (
    <ScreenFrame title={t('secondStep.title')} back={{ to: ROUTES.registerFirstStep }}>
      <form className="stack" onSubmit={submit}>
        <p className="hint">{tCommon('progress', { current: 2, total: REGISTRATION_STEPS })}</p>
        <fieldset className="choice-list">
          <legend className="field__label">{t('secondStep.question')}</legend>
          {GROUPS.map((group) => (
            <label key={group} className="choice">
              <input
                type="radio"
                name="group"
                value={group}
                checked={state.draft.group === group}
                onChange={() => updateDraft({ group })}
              />
              <span className="choice__text">
                <span className="choice__title">{t(`secondStep.${group}.title`)}</span>
                <span className="hint">{t(`secondStep.${group}.text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={!state.draft.group}>
          {t('continue')}
        </button>
      </form>
    </ScreenFrame>
  );
}
