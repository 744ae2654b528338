/**
 * The bookings resource's cache key (GET /api/v1/bookings/:userId), apart from ./bookings.ts: the creation flow
 * refreshes the list by it and must not load the typed client with the dashboard's first render
 * (docs/decisions/012-typed-client-loads-with-the-first-call.md). Other modules use it, never a literal.
 */
export function bookingsQueryKey(userId: string) {
  return ['bookings', userId] as const;
}
