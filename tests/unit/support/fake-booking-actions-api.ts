import { vi } from 'vitest';
import type { Booking } from '@contract/schemas';
import type { BookingActionsApi } from '@/features/bookings/booking-actions';
import { makeBooking } from './builders';

/** My page's cancel and archive calls as spies: each answers the updated booking unless a test says otherwise. */
export function fakeBookingActionsApi(overrides: Partial<BookingActionsApi> = {}) {
  return {
    cancel: vi.fn(async (id: string): Promise<Booking | null> => makeBooking(id, 'cancelled')),
    archive: vi.fn(async (id: string): Promise<Booking | null> => makeBooking(id, 'archived')),
    cleanupTripCache: vi.fn(async () => undefined),
    ...overrides,
  } satisfies BookingActionsApi;
}
