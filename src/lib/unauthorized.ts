type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when a call made with the stored access token answers 401 (expired or revoked token). Apart from the typed
 * client (src/lib/api-client.ts), which loads with the first call: the session subscribes at start without it.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The client tells every listener of a 401 to a call made with the stored access token. */
export function tellUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}
