import { z } from 'zod';
import { BookingRequestSchema, type BookingRequest } from '@contract/bookings';

/**
 * The navigation state the confirmation after Create opens My page with: the request that was sent, so My page can
 * point at the posting it made (matchesRequest, the same test a create retry uses). The create answer is not read:
 * the spec's backend may answer without a body.
 */
const NewPostingStateSchema = z.object({ newPosting: BookingRequestSchema });

export type NewPostingState = z.infer<typeof NewPostingStateSchema>;

/**
 * The state for a link to My page. Parsed into fresh plain objects: the history clones its state, and a request
 * built from the stores may hold their proxies, which cannot be cloned.
 */
export const newPostingState = (request: BookingRequest): NewPostingState =>
  NewPostingStateSchema.parse({ newPosting: request });

/** The request of the posting just created, or null for any other navigation state. */
export function newPostingOf(state: unknown): BookingRequest | null {
  const parsed = NewPostingStateSchema.safeParse(state);
  return parsed.success ? parsed.data.newPosting : null;
}
