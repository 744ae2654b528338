import { mutationOptions } from '@tanstack/react-query';
import type { FeedbackRequest, SupportRequest } from '@contract/feedback-support';
import { apiClient } from '@/lib/api-client';
import { expectSuccess } from '@/lib/api-errors';

/**
 * The messages resource (spec section 4): a rating with optional feedback, and a support message, as mutations
 * over the typed client (docs/decisions/021-one-module-per-api-resource.md). Neither answer is shown in the spec:
 * any 2xx is success; a failure rejects with the answer's status (`ApiStatusError`) or the error of no answer.
 */

/** The messages' mutation keys, one per call. */
export const messageKeys = {
  feedback: ['messages', 'feedback'],
  support: ['messages', 'support'],
} as const;

/** POST /feedback/nps (sent with the app's client credentials). */
export async function sendFeedback(request: FeedbackRequest): Promise<void> {
  expectSuccess(await apiClient.feedbackSupport.feedback({ body: request }));
}

/** POST /support. */
export async function sendSupportMessage(request: SupportRequest): Promise<void> {
  expectSuccess(await apiClient.feedbackSupport.support({ body: request }));
}

export function feedbackMutation() {
  return mutationOptions({
    mutationKey: messageKeys.feedback,
    mutationFn: (request: FeedbackRequest) => sendFeedback(request),
  });
}

export function supportMessageMutation() {
  return mutationOptions({
    mutationKey: messageKeys.support,
    mutationFn: (request: SupportRequest) => sendSupportMessage(request),
  });
}
