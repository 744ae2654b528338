import type { FeedbackRequest, SupportRequest } from '@contract/feedback-support';
import {
  APP_VERSION,
  EMPTY_FEEDBACK_MESSAGE,
  NPS_MAX,
  NPS_MIN,
  WEBAPP_DEVICE,
} from '@contract/plain-forms';
import type { IntegrationId } from '@contract/schemas';

/** The rating scale 0..10 in steps of 1 (spec sections 5 and 9). */
export const NPS_RATINGS: readonly number[] = Array.from(
  { length: NPS_MAX - NPS_MIN + 1 },
  (_, index) => NPS_MIN + index,
);

/** Empty and whitespace-only texts count as empty (support: send stays disabled). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

export interface FeedbackInput {
  userId: string;
  npsRating: number;
  /** The optional free text as typed. */
  text: string;
  integrationId: IntegrationId;
  appVersion?: string;
}

/** The feedback payload of spec section 3; an empty text is sent as 'no answer' (section 5). */
export function buildFeedbackPayload({
  userId,
  npsRating,
  text,
  integrationId,
  appVersion = APP_VERSION,
}: FeedbackInput): FeedbackRequest {
  if (!Number.isInteger(npsRating) || npsRating < NPS_MIN || npsRating > NPS_MAX) {
    throw new RangeError(`The rating must be a whole number from ${NPS_MIN} to ${NPS_MAX}.`);
  }
  const message = text.trim();
  return {
    userId,
    message: message === '' ? EMPTY_FEEDBACK_MESSAGE : message,
    npsRating,
    integrationId,
    appVersion,
  };
}

export interface SupportInput {
  userId: string;
  text: string;
  integrationId: IntegrationId;
  appVersion?: string;
}

/** The support payload of spec section 3: bundleId and deviceId are 'Webapp', no attachment. */
export function buildSupportPayload({
  userId,
  text,
  integrationId,
  appVersion = APP_VERSION,
}: SupportInput): SupportRequest {
  const message = text.trim();
  if (message === '') throw new RangeError('A support message must not be empty.');
  return {
    userId,
    message,
    integrationId,
    bundleId: WEBAPP_DEVICE,
    deviceId: WEBAPP_DEVICE,
    appVersion,
    attachment: null,
  };
}
