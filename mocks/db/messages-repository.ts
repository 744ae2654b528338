import type { FeedbackRequest, SupportRequest } from '@contract/feedback-support';
import { getNow } from '../clock';
import { randomUuid } from '../lib/random-token';
import { db } from './database';

export async function storeFeedback(feedback: FeedbackRequest): Promise<void> {
  await db.feedback.create({ ...feedback, id: randomUuid(), receivedAt: getNow().toISOString() });
}

export async function storeSupportMessage(message: SupportRequest): Promise<void> {
  await db.supportMessages.create({
    ...message,
    id: randomUuid(),
    receivedAt: getNow().toISOString(),
  });
}

export async function recordTripCacheCleanup(userId: string): Promise<void> {
  await db.tripCacheCleanups.create({ userId, at: getNow().toISOString() });
}
