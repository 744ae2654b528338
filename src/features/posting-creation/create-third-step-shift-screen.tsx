import { useId } from 'react';
import { Redirect } from 'wouter';
import { ShiftRecurrenceSchema } from '@contract/schemas';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { ClockField } from './clock-field';
import { CreationStepFrame } from './creation-step-frame';
import { PeriodFields } from './period-fields';
import { setDepartureClock, setReturnClock, setShift } from './posting-draft-store';
import { useThirdStep } from './use-third-step';
import { usePostingCreationTranslation } from './posting-creation-texts';

/**
 * /commute-pooling/create/third-step-shift: one of the five shifts, its times (from the site's table, shown and
 * adjustable: src/domain/posting/shift-times.ts) and the period. Progress dot 2.
 */
export function CreateThirdStepShiftScreen() {
  const { t } = usePostingCreationTranslation();
  const navigate = useNavigate();
  const { draft, belongsHere, canContinue } = useThirdStep('shift');
  const selectId = useId();
  const timesHintId = useId();

  if (!belongsHere) return <Redirect to={ROUTES.createSecondStep} replace />;

  return (
    <CreationStepFrame
      title={t('thirdStepShift.title')}
      back={{ to: ROUTES.createSecondStep }}
      step={2}
      canContinue={canContinue}
      onContinue={() => navigate(ROUTES.createOverview)}
    >
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('thirdStepShift.shift')}
        </label>
        <select
          id={selectId}
          value={draft.shift ?? ''}
          onChange={(event) => {
            const parsed = ShiftRecurrenceSchema.safeParse(event.target.value);
            setShift(parsed.success ? parsed.data : null);
          }}
        >
          <option value="">{t('thirdStepShift.emptyShift')}</option>
          {ShiftRecurrenceSchema.options.map((shift) => (
            <option key={shift} value={shift}>
              {t(`shifts.${shift}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.shift && (
        <fieldset className="posting-fieldset" aria-describedby={timesHintId}>
          <legend className="visually-hidden">{t(`shifts.${draft.shift}`)}</legend>
          <p id={timesHintId} className="posting-hint">
            {t('thirdStepShift.timesHint')}
          </p>
          <ClockField
            label={t('thirdStepShift.departure')}
            value={draft.departureClock}
            onChange={setDepartureClock}
          />
          <ClockField
            label={t('thirdStepShift.back')}
            value={draft.returnClock}
            onChange={setReturnClock}
            optional
          />
        </fieldset>
      )}
      <PeriodFields />
    </CreationStepFrame>
  );
}
