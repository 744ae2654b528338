import { useIsMutating } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { sessionKeys, type SessionMutation } from './session';

/**
 * Whether a session call is under way, for rendering: a screen disables its button while the call runs. Apart from
 * ./session.ts because only lazily loaded screens render it, while the app's start-up imports the session's calls:
 * TanStack's mutation-state hook stays off the login screen's first load (bench/budgets.json).
 */
export function useIsSessionMutating(mutation: SessionMutation): boolean {
  return useIsMutating({ mutationKey: sessionKeys[mutation] }, queryClient) > 0;
}
