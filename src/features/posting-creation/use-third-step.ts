import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  isThirdStepComplete,
  thirdStepOf,
  type PostingDraft,
  type ThirdStep,
} from './posting-draft';
import { postingDraft, refreshDraftDates } from './posting-draft-store';

/**
 * The draft as a third-step screen sees it: whether it belongs on this screen (otherwise the screen sends
 * the user back to step two) and whether it may continue. Dates picked earlier get the date rules again.
 */
export function useThirdStep(step: ThirdStep) {
  const draft = useSnapshot(postingDraft) as PostingDraft;
  useEffect(() => refreshDraftDates(), []);
  return {
    draft,
    belongsHere: thirdStepOf(draft) === step,
    canContinue: isThirdStepComplete(draft, step),
  };
}
