import type { IntegrationId } from '@contract/schemas';
import type { Navigate } from '@/lib/navigation';
import { useHelpTopicRouteState } from '@/lib/help-topic-state';
import { ROUTES } from '@/lib/routes';

/** The web app's only service; the topic when the state is missing (e.g. after opening the URL directly). */
export const DEFAULT_INTEGRATION_ID: IntegrationId = 'commutePooling';

/**
 * The topic of /feedback or /contact-support (spec section 2: state title, integrationId); unusable parts fall back
 * (title: null, integration: commutePooling).
 */
export function useHelpTopicState(): {
  title: string | null;
  integrationId: IntegrationId;
} {
  const state = useHelpTopicRouteState();
  return {
    title: state?.title ?? null,
    integrationId: state?.integrationId ?? DEFAULT_INTEGRATION_ID,
  };
}

/**
 * Back to where the user came from (spec: "goes back, or to / if there is no history"): a tab opened on this
 * screen has a history of one entry, then the start page replaces it.
 */
export function goBack(navigate: Navigate): void {
  if (window.history.length > 1) window.history.back();
  else navigate(ROUTES.home, { replace: true });
}
