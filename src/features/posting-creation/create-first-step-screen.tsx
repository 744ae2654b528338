import { useState } from 'react';
import type { PostingType } from '@contract/schemas';
import { useNavigate } from '@/lib/navigation';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { CreationStepFrame } from './creation-step-frame';
import { beginDraft } from './posting-draft-store';
import { DriverIllustration, PassengerIllustration } from './posting-illustrations';
import { usePostingCreationTranslation } from './posting-creation-texts';

/**
 * /commute-pooling/create/first-step: the intro for the posting type of the navigation state (OFFERING by
 * default; REQUEST has its own text and image). Continue starts the draft and goes to step two.
 */
export function CreateFirstStepScreen() {
  const { t } = usePostingCreationTranslation();
  const navigate = useNavigate();
  const opened = useRouteState(ROUTES.createFirstStep)?.postingType ?? 'OFFERING';
  // Preselected from where the user came from ('No drivers?' asks for a ride); the dashboard's entry leaves it open.
  const [postingType, setPostingType] = useState<PostingType>(opened);
  const Illustration = postingType === 'REQUEST' ? PassengerIllustration : DriverIllustration;

  const onContinue = () => {
    // From here on the draft carries the posting type (one source, kept for the tab).
    beginDraft(postingType);
    navigate(ROUTES.createSecondStep);
  };

  return (
    <CreationStepFrame
      title={t('firstStep.title')}
      back={{ to: ROUTES.home }}
      canContinue
      onContinue={onContinue}
    >
      <fieldset className="posting-fieldset">
        <legend className="field__label">{t('firstStep.choose')}</legend>
        {(['OFFERING', 'REQUEST'] as const).map((type) => (
          <label key={type} className="posting-choice">
            <input
              type="radio"
              name="postingType"
              value={type}
              checked={postingType === type}
              onChange={() => setPostingType(type)}
            />
            <span>{t(`firstStep.${type}.heading`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="posting-intro">
        <Illustration alt={t(`firstStep.${postingType}.illustration`)} />
      </div>
      <h2>{t(`firstStep.${postingType}.heading`)}</h2>
      <p>{t(`firstStep.${postingType}.text`)}</p>
    </CreationStepFrame>
  );
}
