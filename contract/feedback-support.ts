import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  NPS_MAX,
  NPS_MIN,
  SUPPORT_MESSAGE_MAX_LENGTH,
  WEBAPP_DEVICE,
} from './plain-forms';
import { IntegrationIdSchema } from './schemas';

const c = initContract();

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
