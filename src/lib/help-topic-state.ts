import { useMemo } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { INTEGRATION_IDS } from '@contract/plain-forms';
import type { IntegrationId } from '@contract/schemas';
import type { ROUTES } from './routes';

/**
 * The navigation state of /feedback and /contact-support (spec section 2: state title, integrationId), read without
 * zod: the help and support screens are read by visitors who send nothing, and zod with the contract's schemas is
 * most of what a screen's start evaluates (docs/decisions/029-help-screens-without-the-typed-client.md). The other
 * routes' states are read against their schemas in ./route-state.ts.
 */
export interface HelpTopicState {
  /** Shown as the screen's title. */
  title?: string;
  integrationId?: IntegrationId;
}

export type HelpTopicPath = typeof ROUTES.feedback | typeof ROUTES.contactSupport;

const TITLE_MAX_LENGTH = 200;
const INTEGRATIONS = new Set<string>(INTEGRATION_IDS);

/**
 * Each part is read on its own: an unusable title (no text, blank, over 200 characters once trimmed) or an unknown
 * integration id is left out and the screen falls back; the other part still counts. Anything but an object is
 * no state (null).
 */
export function readHelpTopicState(state: unknown): HelpTopicState | null {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return null;
  const { title, integrationId } = state as Record<string, unknown>;
  const trimmed = typeof title === 'string' ? title.trim() : '';
  return {
    ...(trimmed.length >= 1 && trimmed.length <= TITLE_MAX_LENGTH ? { title: trimmed } : {}),
    ...(typeof integrationId === 'string' && INTEGRATIONS.has(integrationId)
      ? { integrationId: integrationId as IntegrationId }
      : {}),
  };
}

/** The help topic of the current history entry, or null. */
export function useHelpTopicRouteState(): HelpTopicState | null {
  const state = useHistoryState<unknown>();
  // One object per history entry, as useRouteState gives.
  return useMemo(() => readHelpTopicState(state), [state]);
}
