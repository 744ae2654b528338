import { z } from 'zod';
import { PostingTypeSchema, type PostingType } from '@contract/schemas';

const PostingTypeStateSchema = z.object({ postingType: PostingTypeSchema });

/** The postingType a screen was opened with (navigation state `{ postingType }`), or null. */
export function postingTypeFromState(state: unknown): PostingType | null {
  const parsed = PostingTypeStateSchema.safeParse(state);
  return parsed.success ? parsed.data.postingType : null;
}
