import type { FeedbackRequest, SupportRequest } from '@contract/feedback-support';
import { getNow } from '../clock';
import { randomUuid } from '../lib/random-token';
import { db } from './database';

/**
 * What the fake backend keeps of what it only receives (limits in mocks/README.md): the newest feedback
 * entries and support messages (support attachments are up to 1,000,000 characters each, so their total is
 * capped too) and the latest trip-cache cleanups per user. Older ones are dropped as new ones arrive.
 */
export const MAX_FEEDBACK_ENTRIES = 200;
export const MAX_SUPPORT_MESSAGES = 100;
export const MAX_SUPPORT_ATTACHMENT_CHARS = 10_000_000;
export const MAX_TRIP_CACHE_CLEANUPS_PER_USER = 20;

const newestFirst = (a: { receivedAt: string }, b: { receivedAt: string }) =>
  b.receivedAt.localeCompare(a.receivedAt);

export async function storeFeedback(feedback: FeedbackRequest): Promise<void> {
  await db.feedback.create({ ...feedback, id: randomUuid(), receivedAt: getNow().toISOString() });
  const stale = [...db.feedback.all()].sort(newestFirst).slice(MAX_FEEDBACK_ENTRIES);
  for (const entry of stale) db.feedback.delete((q) => q.where({ id: entry.id }));
}

export async function storeSupportMessage(message: SupportRequest): Promise<void> {
  await db.supportMessages.create({
    ...message,
    id: randomUuid(),
    receivedAt: getNow().toISOString(),
  });
  let attachmentChars = 0;
  const stale = [...db.supportMessages.all()].sort(newestFirst).filter((entry, index) => {
    attachmentChars += entry.attachment?.length ?? 0;
    // The newest message always stays, however large.
    return (
      index > 0 && (index >= MAX_SUPPORT_MESSAGES || attachmentChars > MAX_SUPPORT_ATTACHMENT_CHARS)
    );
  });
  for (const entry of stale) db.supportMessages.delete((q) => q.where({ id: entry.id }));
}

export async function recordTripCacheCleanup(userId: string): Promise<void> {
  await db.tripCacheCleanups.create({ userId, at: getNow().toISOString() });
  const stale = db.tripCacheCleanups
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(MAX_TRIP_CACHE_CLEANUPS_PER_USER);
  for (const entry of stale) db.tripCacheCleanups.delete(entry);
}
