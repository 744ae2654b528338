import { useId, useMemo } from 'react';
import { Spinner } from '@/components/spinner';
import { matchesRequest } from '@/api/posting-match';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { BookingCard } from './booking-card';
import { useBookingsQuery, useBookingsUnderWay } from '@/api/bookings';
import { useBookingsTranslation } from './bookings-texts';
import { ProgressiveBookingList } from './progressive-booking-list';
import { useShownBookings } from './shown-bookings';

/** My page's postings: loading, failed (with Retry), none, or the cards (spec section 2). */
export function BookingsSection({ userId }: { userId: string }) {
  const { t } = useBookingsTranslation();
  const headingId = useId();
  const query = useBookingsQuery(userId);
  const cancelling = useBookingsUnderWay('cancel');
  const archiving = useBookingsUnderWay('archive');
  const { bookings, onCancel, onRemove, noticeOf } = useShownBookings(userId, query.data?.body);
  // Opened from the confirmation after Create: that posting is marked and scrolled into view.
  const request = useRouteState(ROUTES.myPage)?.newPosting;
  const highlightedId = useMemo(
    () =>
      request
        ? (bookings.find((booking) => matchesRequest(booking, request))?.bookingId ?? null)
        : null,
    [bookings, request],
  );

  let content: React.ReactNode;
  if (query.isPending) {
    content = <Spinner label={t('myPage.loading')} />;
  } else if (query.isError) {
    content = (
      <div role="alert" className="stack">
        <p>{t('myPage.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('myPage.retry')}
        </button>
      </div>
    );
  } else if (bookings.length === 0) {
    content = <p>{t('myPage.empty')}</p>;
  } else {
    content = (
      <ProgressiveBookingList
        bookings={bookings}
        highlightedId={highlightedId}
        renderCard={(booking) => (
          <BookingCard
            booking={booking}
            isNew={booking.bookingId === highlightedId}
            cancelling={cancelling.has(booking.bookingId)}
            archiving={archiving.has(booking.bookingId)}
            onCancel={onCancel}
            onRemove={onRemove}
            notice={noticeOf(booking)}
          />
        )}
      />
    );
  }

  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myPage.postings')}</h2>
      {content}
    </section>
  );
}
