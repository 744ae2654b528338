/**
 * Whether a new build of the app waits to take over (set by service-worker-registration.ts, shown by
 * app-notices.tsx). Apart from the registration so the notice does not pull workbox-window onto the first
 * screen's critical path.
 */

type Listener = () => void;

/** Whether a new build's worker is installed and waits for the user's go to take over. */
let updateWaiting = false;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export function setUpdateWaiting(waiting: boolean): void {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

export const appUpdate = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: (): boolean => updateWaiting,
  /** Lets the waiting worker take over; the page reloads once it controls it (see registerAppServiceWorker). */
  apply(): void {
    applyUpdate?.();
  },
};

export function setUpdateApplier(apply: () => void): void {
  applyUpdate = apply;
}
