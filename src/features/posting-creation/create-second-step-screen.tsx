import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { CreationStepFrame } from './creation-step-frame';
import {
  RecurringKindSchema,
  THIRD_STEP_ROUTES,
  thirdStepOf,
  TripKindSchema,
  type PostingDraft,
} from './posting-draft';
import { postingDraft, setRecurringKind, setTripKind } from './posting-draft-store';
import { usePostingCreationTranslation } from './posting-creation-texts';

/**
 * /commute-pooling/create/second-step: ONE_TIME or RECURRING, and for recurring trips shift work (ANY_SHIFT)
 * or flexible hours (RECURRING). ONE_TIME clears and disables the second choice. Progress dot 1.
 */
export function CreateSecondStepScreen() {
  const { t } = usePostingCreationTranslation();
  const navigate = useNavigate();
  const draft = useSnapshot(postingDraft) as PostingDraft;
  const hintId = useId();

  const step = thirdStepOf(draft);
  const oneTime = draft.tripKind === 'ONE_TIME';

  return (
    <CreationStepFrame
      title={t('secondStep.title')}
      back={{
        // The first step shows the draft's type again (its default would be OFFERING).
        onClick: () => navigate(ROUTES.createFirstStep, { postingType: draft.postingType }),
      }}
      step={1}
      canContinue={step !== null}
      onContinue={() => {
        if (step) navigate(THIRD_STEP_ROUTES[step]);
      }}
    >
      <fieldset className="posting-fieldset">
        <legend className="field__label">{t('secondStep.tripKind.legend')}</legend>
        {TripKindSchema.options.map((kind) => (
          <label key={kind} className="posting-choice">
            <input
              type="radio"
              name="tripKind"
              value={kind}
              checked={draft.tripKind === kind}
              onChange={() => setTripKind(kind)}
            />
            <span>{t(`secondStep.tripKind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset
        className="posting-fieldset"
        disabled={oneTime}
        aria-disabled={oneTime}
        aria-describedby={hintId}
      >
        <legend className="field__label">{t('secondStep.recurringKind.legend')}</legend>
        <p id={hintId} className="posting-hint">
          {t('secondStep.recurringKind.hint')}
        </p>
        {RecurringKindSchema.options.map((kind) => (
          <label key={kind} className="posting-choice">
            <input
              type="radio"
              name="recurringKind"
              value={kind}
              checked={!oneTime && draft.recurringKind === kind}
              onChange={() => setRecurringKind(kind)}
            />
            <span>{t(`secondStep.recurringKind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
    </CreationStepFrame>
  );
}
