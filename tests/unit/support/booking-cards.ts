import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * My page's booking cards once its list is complete: the list's first frame holds a screenful and the rest of its
 * first page follows right after (the list is `aria-busy` meanwhile; src/features/bookings/my-page-screen.tsx).
 */
export async function findBookingCards(): Promise<HTMLElement[]> {
  await screen.findAllByRole('article');
  await bookingListComplete();
  return screen.getAllByRole('article');
}

/** Waits until no list is still being filled (My page's first frame). */
export async function bookingListComplete(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument());
}
