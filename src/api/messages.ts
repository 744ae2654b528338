import { mutationOptions } from '@tanstack/react-query';
import type { FeedbackRequest, SupportRequest } from '@contract/feedback-support';
import { expectSuccess } from '@/lib/api-errors';
import { loadApiClient } from '@/lib/load-api-client';

/**
 * The messages resource (spec section 4): a rating with optional feedback, and a support message, as mutations
 * over the typed client (docs/decisions/021-one-module-per-api-resource.md). Neither answer is shown in the spec:
 * any 2xx is success; a failure rejects with the answer's status (`ApiStatusError`) or the error of no answer.
 *
 * The typed client with zod and the contract loads with the first message sent, not with the help and support
 * screens: a visitor who reads them sends nothing (docs/decisions/012-typed-client-loads-with-the-first-call.md).
 */

/** The messages' mutation keys, one per call. */
export const messageKeys = {
  feedback: ['messages', 'feedback'],
  support: ['messages', 'support'],
} as const;

/** POST /feedback/nps (sent with the app's client credentials). */
export async function sendFeedback(request: FeedbackRequest): Promise<void> {
  expectSuccess(await (await loadApiClient()).feedbackSupport.feedback({ body: request }));
}

/** POST /support. */
export async function sendSupportMessage(request: SupportRequest): Promise<void> {
  expectSuccess(await (await loadApiClient()).feedbackSupport.support({ body: request }));
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
