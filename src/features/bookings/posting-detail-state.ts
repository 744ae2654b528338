import { z } from 'zod';
import { TravelInfoSchema, type TravelInfo } from '@contract/schemas';

/** The navigation state of /commute-pooling/posting/detail: the travel information of the own posting. */
export const PostingDetailStateSchema = z.object({
  travelInfo: TravelInfoSchema,
  bookingId: z.string().optional(),
});
export type PostingDetailState = z.infer<typeof PostingDetailStateSchema>;

/** The travel information of the state, or null when the screen was opened without one. */
export function travelInfoFromState(state: unknown): TravelInfo | null {
  const parsed = PostingDetailStateSchema.safeParse(state);
  return parsed.success ? parsed.data.travelInfo : null;
}
