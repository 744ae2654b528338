import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicRoute } from './route-metadata';

const c = initContract();

export const appContract = c.router({
  enforceUpdates: {
    method: 'GET',
    path: '/api/v1/app-version/enforce-updates',
    query: z.object({
      version: z.string().min(1).max(20),
      platform: z.enum(['web', 'ios', 'android']),
    }),
    // Named only in the spec: the fake answers whether this version must update, and to what; any 2xx is success.
    responses: {
      200: z.object({ updateRequired: z.boolean(), minimumVersion: z.string() }),
      204: c.noBody(),
    },
    metadata: publicRoute,
    summary: 'Whether the app version must be updated',
  },
});
