import { describe, expect, it } from 'vitest';
import { bookingsQueryKey } from '@/api/bookings-keys';
import { myCommuteBookingsKey } from '@/api/bookings-for-my-commute';

describe("My commute's bookings query", () => {
  it('uses the bookings resource’s key, so My commute and My page share one cache entry', () => {
    for (const userId of ['user-demo', 'u-1', '']) {
      expect(myCommuteBookingsKey(userId)).toEqual(bookingsQueryKey(userId));
    }
  });
});
