import { APP_VERSION } from '@contract/plain-forms';
import { contract } from '@contract/router';
import { definePublicHandler, invalidInput, type RouteHandlerDefinition } from './define-handler';

const VERSION_PATTERN = /^\d+(\.\d+){0,2}$/;

/** Negative when a is older than b, by numeric major.minor.patch. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => [...version.split('.').map(Number), 0, 0].slice(0, 3);
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const difference = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const enforceUpdates = definePublicHandler(
  contract.app.enforceUpdates,
  ({ query }) => {
    if (!VERSION_PATTERN.test(query.version)) {
      return invalidInput('query.version', 'expected a version like 0.11.4');
    }
    return {
      status: 200,
      body: {
        updateRequired: compareVersions(query.version, APP_VERSION) < 0,
        minimumVersion: APP_VERSION,
      },
    };
  },
  { readsAccountsOnly: true },
);

export const appHandlers: RouteHandlerDefinition[] = [enforceUpdates];
