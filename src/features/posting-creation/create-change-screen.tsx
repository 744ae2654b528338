import { useState } from 'react';
import { Redirect } from 'wouter';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { THIRD_STEP_ROUTES, thirdStepOf } from './posting-draft';
import { postingDraft, startChange } from './posting-draft-store';

/**
 * /commute-pooling/create/change (Change on a card of an active posting): fills the creation flow's draft with the
 * posting of the navigation state and opens its third step (times and period; Continue leads to the route and
 * Create). Opened without a state (a bookmark), it goes to My page.
 */
export function CreateChangeScreen() {
  const state = useRouteState(ROUTES.createChange);
  // Once per opening: a re-render must not fill the draft again over what the user changed.
  const [target] = useState(() => {
    if (!state) return ROUTES.myPage;
    startChange(state.travelInfo, state.bookingId);
    const step = thirdStepOf(postingDraft);
    return step === null ? ROUTES.createSecondStep : THIRD_STEP_ROUTES[step];
  });
  return <Redirect to={target} replace />;
}
