import { afterEach } from 'vitest';
import { resetMobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { useAppTestBackend } from './app-test-backend';

export {
  calledRoutes,
  failRoute,
  overrideRoute,
  storeTokenOf,
  visitWithState,
} from './app-test-backend';

/** The shared test backend seeded at the real now (the app's default departure is now, too). */
export function useFindTestBackend(): void {
  useAppTestBackend({ now: 'real' });
  afterEach(() => resetMobilityRequest());
}
