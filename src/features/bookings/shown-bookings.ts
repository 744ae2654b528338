import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contract/schemas';
import { confirmAction } from '@/components/confirm-action';
import { showFlash } from '@/components/flash-message';
import { formatCardDate } from '@/domain/posting/format-date';
import { ROUTES } from '@/lib/routes';
import { useShowSendFailure } from '@/lib/send-failure';
import { archiveBooking, cancelBooking } from './booking-actions';
import { holdInPlace, visibleBookings, type HeldPlaces } from './booking-list';
import { useBookingsTranslation } from './bookings-texts';

/**
 * My page's list as shown and its cards' Cancel and Remove, each confirmed first. Cards cancelled during this visit
 * stay where they were (issue 36, point 3): held as id → the card before it. `answer`: the user's bookings as the
 * backend gave them (undefined until they are in).
 */
export function useShownBookings(userId: string, answer: readonly Booking[] | undefined) {
  const { t } = useBookingsTranslation();
  const { t: tCommon } = useTranslation('common');
  const [held, setHeld] = useState<HeldPlaces>(() => new Map());
  const bookings = useMemo(
    () => (answer ? holdInPlace(visibleBookings(answer), held) : []),
    [answer, held],
  );
  const bookingsRef = useRef(bookings);
  useEffect(() => {
    bookingsRef.current = bookings;
  }, [bookings]);
  const showSendFailure = useShowSendFailure();
  const showActionFailure = useCallback(
    (error: unknown) =>
      showSendFailure(error, { title: tCommon('errors.title'), text: t('card.actionFailed') }),
    [t, tCommon, showSendFailure],
  );
  // Cancelling cannot be taken back: the user confirms it for this very posting first. The confirmation scrolls
  // to the top (spec section 2); closed, the page is back where the card was, and the card stays there.
  const onCancel = useCallback(
    (booking: Booking) => {
      const place = placeOnScreen(booking.bookingId);
      const names = namesOf(booking);
      confirmAction({
        title: t('card.cancelConfirm.title'),
        text: t('card.cancelConfirm.text', names),
        confirmTitle: t('card.cancelConfirm.confirm'),
        keepTitle: t('card.cancelConfirm.keep'),
        onClose: () => requestAnimationFrame(() => backToPlace(booking.bookingId, place)),
        onConfirm: () => {
          setHeld((current) =>
            current.has(booking.bookingId)
              ? current
              : new Map(current).set(
                  booking.bookingId,
                  cardBefore(bookingsRef.current, booking.bookingId),
                ),
          );
          cancelBooking(userId, booking.bookingId)
            .then(() => showFlash({ text: t('card.cancelled', names), path: ROUTES.myPage }))
            .catch(showActionFailure);
        },
      });
    },
    [userId, showActionFailure, t],
  );
  // Remove asks first, as Cancel does (docs/cancel-and-remove.md: why not Undo), and comes back to the card. A
  // posting whose period ended while it is still active is cancelled first: a backend archives only postings that
  // are over.
  const onRemove = useCallback(
    (booking: Booking) => {
      const place = placeOnScreen(booking.bookingId);
      const stillActive = booking.state === 'confirmed' || booking.state === 'active';
      confirmAction({
        title: t('card.removeConfirm.title'),
        text: t('card.removeConfirm.text', namesOf(booking)),
        confirmTitle: t('card.removeConfirm.confirm'),
        keepTitle: t('card.removeConfirm.keep'),
        onClose: () => requestAnimationFrame(() => backToPlace(booking.bookingId, place)),
        onConfirm: () => {
          (stillActive ? cancelBooking(userId, booking.bookingId) : Promise.resolve())
            .then(() => archiveBooking(userId, booking.bookingId))
            .catch(showActionFailure);
        },
      });
    },
    [userId, showActionFailure, t],
  );
  const noticeOf = (booking: Booking): string | undefined =>
    held.has(booking.bookingId) && booking.state === 'cancelled'
      ? t('card.justCancelled')
      : undefined;
  return { bookings, onCancel, onRemove, noticeOf };
}

/** What the confirmations name: the posting's route and day. */
function namesOf({ travelInfo }: Booking) {
  return {
    origin: travelInfo.origin.name,
    destination: travelInfo.destination.name,
    date: formatCardDate(travelInfo.departureTime),
  };
}

/** The id of the card before this one in the list (null: it is first). */
function cardBefore(bookings: readonly Booking[], bookingId: string): string | null {
  const index = bookings.findIndex((booking) => booking.bookingId === bookingId);
  return index > 0 ? bookings[index - 1]!.bookingId : null;
}

const cardElement = (bookingId: string) => document.getElementById(`booking-${bookingId}`);

/** Where a card's top is in the viewport, or null when it is not rendered. */
function placeOnScreen(bookingId: string): number | null {
  return cardElement(bookingId)?.getBoundingClientRect().top ?? null;
}

/**
 * Scrolls the card back to where it was in the viewport; a focus lost meanwhile (the Cancel button turned busy)
 * goes to the card's own button, without scrolling again.
 */
function backToPlace(bookingId: string, place: number | null): void {
  const card = cardElement(bookingId);
  if (!card || place === null) return;
  window.scrollBy({ top: card.getBoundingClientRect().top - place });
  const focused = document.activeElement;
  if (!focused || focused === document.body) {
    card.querySelector<HTMLElement>('.booking-card__open')?.focus({ preventScroll: true });
  }
}
