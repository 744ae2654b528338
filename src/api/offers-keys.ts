import type { MobilityRequest } from '@contract/offers';

/**
 * The offers resource's cache keys (POST /api/v1/offers), apart from ./offers.ts: a new submit and a reset drop
 * every search from the dashboard, whose first render must not load the typed client
 * (docs/decisions/012-typed-client-loads-with-the-first-call.md). Other modules use them, never a literal.
 *
 * A search is keyed by the request body, its id included, so an answer can only ever land under the request it was
 * sent for (docs/architecture.md); the way home's search sits under the same prefix, so dropping the searches drops
 * it too.
 */
export const offersKeys = {
  /** Every search of every request (the prefix a new submit, a reset and a logout drop). */
  searches: ['offers', 'search'],
  /** The list's search of one submitted request. */
  search: (body: MobilityRequest) => ['offers', 'search', body] as const,
  /** The way home's search of one submitted request (origin and destination swapped). */
  wayHome: (body: MobilityRequest) => ['offers', 'search', body, 'way-home'] as const,
} as const;
