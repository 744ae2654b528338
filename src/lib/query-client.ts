import { focusManager, QueryClient, type MutationOptions } from '@tanstack/react-query';

/** Retries once, and only when there was no answer at all (a flaky mobile network); an answer is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof TypeError; // fetch's network failure
}

/** The one TanStack Query cache of the app. Everything in it is user data: logout clears it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Every call goes out even when the browser says it is offline (TanStack's default would pause it): it fails
    // at once and the screen says so (a list offers Try again, a send keeps the input); navigator.onLine is only
    // a hint, and a paused screen would wait for the network without a word. When the network returns, what
    // failed meanwhile is loaded again by itself ('always' would otherwise turn that off).
    queries: {
      retry: shouldRetry,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      staleTime: 30_000,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * "On focus" means the window regaining focus as well as the page becoming visible (TanStack Query listens to the
 * latter only): the user is refreshed on both (spec section 2; src/domain/session/current-user.ts).
 */
focusManager.setEventListener((setFocused) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const onFocus = () => setFocused();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
});

/**
 * Runs a mutation outside React (the session's actions, a booking action): it goes through the mutation cache like
 * `useMutation`, so `isMutating` / `useIsMutating` / `useMutationState` see it at once, before React renders.
 */
export function runMutation<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  // What MutationObserver.mutate does, without the observer nobody reads: the observer's code would be on the
  // login screen's first load (app start-up runs this module), 0.6 KB gzip over its budget.
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
