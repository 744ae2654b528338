import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Booking } from '@contract/schemas';
import { measurePerformance } from '@/lib/performance-marks';
import { useBookingsTranslation } from './bookings-texts';

/** Cards rendered at first and added per step: a long list (200+) stays quick to show and to scroll. */
export const BOOKINGS_PAGE_SIZE = 20;

/**
 * Below the shortest card's height with the list's gap (an ended posting, about 300 px at 412 px wide): the screen's
 * height divided by it is never too few cards to fill the screen.
 */
const CARD_HEIGHT_PX = 192;

/**
 * The cards of the list's first frame: a screenful (the profile card above leaves less), at least 3. The rest of
 * the first page follows right after that frame, without any action: rendering all 20 at once held the first
 * frame by 40–75 ms on a slow phone (issue 21, bench: My page with 200 postings).
 */
export function firstFrameCards(viewportHeight: number = window.innerHeight): number {
  return Math.max(3, Math.ceil(viewportHeight / CARD_HEIGHT_PX));
}

interface ProgressiveBookingListProps {
  bookings: Booking[];
  /** A booking to show and scroll to (the posting just created). */
  highlightedId: string | null;
  renderCard: (booking: Booking) => React.ReactNode;
}

/**
 * Renders the first cards at once and more when the end of the list comes into view (or on the button),
 * so hundreds of postings never block the page.
 */
export function ProgressiveBookingList({
  bookings,
  highlightedId,
  renderCard,
}: ProgressiveBookingListProps) {
  const { t } = useBookingsTranslation();
  const highlightedIndex = bookings.findIndex((booking) => booking.bookingId === highlightedId);
  const [limit, setLimit] = useState(() => Math.max(BOOKINGS_PAGE_SIZE, highlightedIndex + 1));
  // The first frame shows a screenful; the posting just created is scrolled to at once, so then all are rendered.
  const [firstFrame, setFirstFrame] = useState(() => highlightedIndex < 0);
  // A card the user saw stays in view when the list changes: a cancelled posting moves behind the others (spec
  // list order), and with many postings it would drop out of the shown part just as its message names it.
  const [previous, setPrevious] = useState(bookings);
  if (previous !== bookings) {
    const seen = new Set(previous.slice(0, limit).map((booking) => booking.bookingId));
    const lastSeen = bookings.findLastIndex((booking) => seen.has(booking.bookingId));
    setPrevious(bookings);
    if (lastSeen + 1 > limit) setLimit(lastSeen + 1);
  }
  const sentinelRef = useRef<HTMLDivElement>(null);
  const shown = bookings.slice(0, firstFrame ? Math.min(limit, firstFrameCards()) : limit);
  const remaining = bookings.length - Math.min(limit, bookings.length);
  const showMore = useCallback(() => setLimit((current) => current + BOOKINGS_PAGE_SIZE), []);

  useEffect(() => {
    measurePerformance('wen:my-page', 'wen:my-page-open', 'wen:my-page-bookings-shown');
    // The rest of the first page, after the first frame (interruptible: a tap is not held up by it).
    startTransition(() => setFirstFrame(false));
  }, []);

  useEffect(() => {
    if (!highlightedId) return;
    document.getElementById(`booking-${highlightedId}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlightedId]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || remaining <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [remaining, showMore, limit]);

  return (
    <>
      {/* Busy while the first frame's screenful waits for the rest of the page. */}
      <ul
        className="booking-list"
        aria-busy={shown.length < limit && shown.length < bookings.length}
      >
        {shown.map((booking) => (
          <li key={booking.bookingId} id={`booking-${booking.bookingId}`}>
            {renderCard(booking)}
          </li>
        ))}
      </ul>
      {remaining > 0 && !firstFrame && (
        <>
          <div ref={sentinelRef} aria-hidden="true" />
          <p className="posting-hint">
            {t('myPage.shown', { shown: shown.length, total: bookings.length })}
          </p>
          <button type="button" className="button button--secondary" onClick={showMore}>
            {t('myPage.showMore', { count: remaining })}
          </button>
        </>
      )}
    </>
  );
}
