import { useId } from 'react';
import { Redirect } from 'wouter';
import { WEEK_DAYS } from '@contract/schemas';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { ClockField } from './clock-field';
import { CreationStepFrame } from './creation-step-frame';
import { PeriodFields } from './period-fields';
import { setDepartureClock, setReturnClock, setWeekDay } from './posting-draft-store';
import { useThirdStep } from './use-third-step';
import { usePostingCreationTranslation } from './posting-creation-texts';

/**
 * /commute-pooling/create/third-step-flexible: week days (at least one), the usual departure time (5-minute steps),
 * optionally the usual time back, and the period. Progress dot 2.
 */
export function CreateThirdStepFlexibleScreen() {
  const { t } = usePostingCreationTranslation();
  const navigate = useNavigate();
  const { draft, belongsHere, canContinue } = useThirdStep('flexible');
  const hintId = useId();

  if (!belongsHere) return <Redirect to={ROUTES.createSecondStep} replace />;

  return (
    <CreationStepFrame
      title={t('thirdStepFlexible.title')}
      back={{ to: ROUTES.createSecondStep }}
      step={2}
      canContinue={canContinue}
      onContinue={() => navigate(ROUTES.createOverview)}
    >
      <fieldset className="posting-fieldset" aria-describedby={hintId}>
        <legend className="field__label">{t('thirdStepFlexible.weekDays')}</legend>
        <p id={hintId} className="posting-hint">
          {t('thirdStepFlexible.weekDaysHint')}
        </p>
        {WEEK_DAYS.map((day) => (
          <label key={day} className="posting-choice">
            <input
              type="checkbox"
              name="weekDays"
              value={day}
              checked={draft.weekDays[day]}
              onChange={(event) => setWeekDay(day, event.target.checked)}
            />
            <span>{t(`weekDays.${day}`)}</span>
          </label>
        ))}
      </fieldset>
      <ClockField
        label={t('thirdStepFlexible.departure')}
        value={draft.departureClock}
        onChange={setDepartureClock}
        hint={t('thirdStepFlexible.departureHint')}
      />
      <ClockField
        label={t('thirdStepFlexible.back')}
        value={draft.returnClock}
        onChange={setReturnClock}
        hint={t('thirdStepFlexible.backHint')}
        optional
      />
      <PeriodFields />
    </CreationStepFrame>
  );
}
