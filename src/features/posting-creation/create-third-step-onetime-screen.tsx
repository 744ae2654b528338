import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { CreationStepFrame } from './creation-step-frame';
import { DatePickerField } from './date-picker-field';
import { earliestOneTime, ONE_TIME_STEP_MINUTES, type DateCorrection } from './date-rules';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { carrySearchedDay, setMeetingTime } from './posting-draft-store';
import { useThirdStep } from './use-third-step';
import { usePostingCreationTranslation } from './posting-creation-texts';

/**
 * /commute-pooling/create/third-step-onetime: one date and time (5-minute steps, not before now); the
 * period starts and ends at it. Progress dot 2.
 */
export function CreateThirdStepOnetimeScreen() {
  const { t } = usePostingCreationTranslation();
  const navigate = useNavigate();
  const { draft, belongsHere, canContinue } = useThirdStep('onetime');
  const [correction, setCorrection] = useState<DateCorrection | null>(null);
  // From a search, the searched day is the natural default.
  useEffect(() => {
    if (belongsHere) carrySearchedDay(mobilityRequest);
  }, [belongsHere]);

  if (!belongsHere) return <Redirect to={ROUTES.createSecondStep} replace />;

  return (
    <CreationStepFrame
      title={t('thirdStepOnetime.title')}
      back={{ to: ROUTES.createSecondStep }}
      step={2}
      canContinue={canContinue}
      onContinue={() => navigate(ROUTES.createOverview)}
    >
      <DatePickerField
        label={t('thirdStepOnetime.dateTime')}
        mode="datetime"
        value={draft.meetingTime}
        min={earliestOneTime(new Date())}
        step={ONE_TIME_STEP_MINUTES * 60}
        onChange={(value) => setCorrection(setMeetingTime(value))}
        hint={t('thirdStepOnetime.hint')}
        note={correction ? t(`picker.corrected.${correction}`) : ''}
      />
    </CreationStepFrame>
  );
}
