import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IntegrationIdSchema } from './schemas';

const c = initContract();

/** Rating scale 0..10 in steps of 1 (spec section 9). */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
/** What an empty feedback text is sent as (spec section 5). */
export const EMPTY_FEEDBACK_MESSAGE = 'no answer';
/** Longest texts the backend takes; the app's text boxes stop there. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
/** bundleId and deviceId of the web app's support messages (spec section 7). */
export const WEBAPP_DEVICE = 'Webapp';

export const FeedbackRequestSchema = z.object({
  userId: z.string().min(1),
  message: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX_LENGTH),
  npsRating: z.number().int().min(NPS_MIN).max(NPS_MAX),
  integrationId: IntegrationIdSchema,
  appVersion: z.string().min(1).max(20),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

export const SupportRequestSchema = z.object({
  userId: z.string().min(1),
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH),
  integrationId: IntegrationIdSchema,
  bundleId: z.literal(WEBAPP_DEVICE),
  deviceId: z.literal(WEBAPP_DEVICE),
  appVersion: z.string().min(1).max(20),
  /** Not shown in the spec: an optional attachment as a data URL; the web app sends none (null). */
  attachment: z.string().max(1_000_000).nullable(),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const feedbackSupportContract = c.router({
  feedback: {
    method: 'POST',
    path: '/feedback/nps',
    body: FeedbackRequestSchema,
    // Not shown in the spec: any 2xx is success; the fake answers 204.
    responses: { 204: c.noBody() },
    metadata: { clientCredentials: true },
    summary: 'Send a rating with optional feedback',
  },
  support: {
    method: 'POST',
    path: '/support',
    body: SupportRequestSchema,
    // Not shown in the spec: any 2xx is success; the fake answers 204.
    responses: { 204: c.noBody() },
    summary: 'Send a support message',
  },
});
