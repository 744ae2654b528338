import { z } from 'zod';
import { useHistoryState } from 'wouter/use-browser-location';
import { IntegrationIdSchema, type IntegrationId } from '@contract/schemas';
import { ROUTES } from '@/lib/routes';

/** The navigation state of /feedback and /contact-support (spec section 2): what the message is about. */
export interface HelpTopicState {
  /** Shown as the screen's title. */
  title: string;
  integrationId: IntegrationId;
}

/** The web app's only service; the topic when the state is missing (e.g. after opening the URL directly). */
export const DEFAULT_INTEGRATION_ID: IntegrationId = 'commutePooling';

const TitleSchema = z.string().trim().min(1).max(200);

/** Reads whatever history.state holds; unusable parts fall back (title: null, integration: commutePooling). */
export function parseHelpTopicState(state: unknown): {
  title: string | null;
  integrationId: IntegrationId;
} {
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const title = TitleSchema.safeParse(record.title);
  const integrationId = IntegrationIdSchema.safeParse(record.integrationId);
  return {
    title: title.success ? title.data : null,
    integrationId: integrationId.success ? integrationId.data : DEFAULT_INTEGRATION_ID,
  };
}

/** The topic of the current history entry. */
export function useHelpTopicState() {
  return parseHelpTopicState(useHistoryState());
}

/**
 * Back to where the user came from (spec: "goes back, or to / if there is no history"): a tab opened on this
 * screen has a history of one entry, then the start page replaces it.
 */
export function goBack(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  if (window.history.length > 1) window.history.back();
  else navigate(ROUTES.home, { replace: true });
}
