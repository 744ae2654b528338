import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ROUTES } from '@/lib/routes';
import { CreationStepFrame } from './creation-step-frame';
import { postingTypeFromState } from './navigation-state';
import { beginDraft } from './posting-draft-store';
import { DriverIllustration, PassengerIllustration } from './posting-illustrations';

/**
 * /commute-pooling/create/first-step: the intro for the posting type of the navigation state (OFFERING by
 * default; REQUEST has its own text and image). Continue starts the draft and goes to step two.
 */
export function CreateFirstStepScreen() {
  const { t } = useTranslation('postingCreation');
  const [, navigate] = useLocation();
  const postingType = postingTypeFromState(useHistoryState()) ?? 'OFFERING';
  const Illustration = postingType === 'REQUEST' ? PassengerIllustration : DriverIllustration;

  const onContinue = () => {
    beginDraft(postingType);
    navigate(ROUTES.createSecondStep, { state: { postingType } });
  };

  return (
    <CreationStepFrame
      title={t('firstStep.title')}
      back={{ to: ROUTES.home }}
      canContinue
      onContinue={onContinue}
    >
      <div className="posting-intro">
        <Illustration alt={t(`firstStep.${postingType}.illustration`)} />
      </div>
      <h2>{t(`firstStep.${postingType}.heading`)}</h2>
      <p>{t(`firstStep.${postingType}.text`)}</p>
    </CreationStepFrame>
  );
}
