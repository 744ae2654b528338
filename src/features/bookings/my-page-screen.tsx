import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, User } from '@contract/schemas';
import { confirmAction, useConfirmLogout } from '@/components/confirm-action';
import { showFlash } from '@/components/flash-message';
import { LogoutIcon } from '@/components/icons';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { formatCardDate } from '@/domain/posting/format-date';
import { matchesRequest } from '@/domain/posting/posting-match';
import { markPerformance, measurePerformance } from '@/lib/performance-marks';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { useShowSendFailure } from '@/lib/send-failure';
import { logout } from '@/domain/session/session-actions';
import { useCurrentUser } from '@/domain/session/current-user';
import { archiveBooking, cancelBooking, useBookingsUnderWay } from './booking-actions';
import { BookingCard } from './booking-card';
import { holdInPlace, visibleBookings, type HeldPlaces } from './booking-list';
import { useBookingsQuery } from '@/api/bookings';
import { deleteAccountMailto, profileNumbers, profileNumbersKind } from './profile';
import { useBookingsTranslation } from './bookings-texts';
import { useIsSessionMutating } from '@/api/session';

/** Cards rendered at first and added per step: a long list (200+) stays quick to show and to scroll. */
export const BOOKINGS_PAGE_SIZE = 20;

/** A card's height at most (styles.css: `.booking-card`'s intrinsic size and the list's gap). */
const CARD_HEIGHT_PX = 192;

/**
 * The cards of the list's first frame: a screenful (the profile card above leaves less), at least 3. The rest of
 * the first page follows right after that frame, without any action: rendering all 20 at once held the first
 * frame by 40–75 ms on a slow phone (issue 21, bench: My page with 200 postings).
 */
export function firstFrameCards(viewportHeight: number = window.innerHeight): number {
  return Math.max(3, Math.ceil(viewportHeight / CARD_HEIGHT_PX));
}

/** My page ('My WEN', route ours: /my-wen): the profile card and the user's car-pooling postings. */
export function MyPageScreen() {
  // Benchmark mark: My page starts rendering (the list's first cards end the measure).
  useState(() => markPerformance('wen:my-page-open'));
  const { t } = useBookingsTranslation();
  const { t: tCommon } = useTranslation('common');
  const loggingOut = useIsSessionMutating('logout');
  const user = useCurrentUser();
  const confirmLogout = useConfirmLogout(() => void logout());

  return (
    <ScreenFrame
      title={t('myPage.title')}
      back={{ to: ROUTES.home }}
      actions={[
        {
          label: tCommon('header.logout'),
          icon: <LogoutIcon />,
          onClick: confirmLogout,
          disabled: loggingOut,
        },
      ]}
    >
      {user && (
        <div className="stack posting-page">
          <ProfileCard user={user} />
          <BookingsSection userId={user.id} />
        </div>
      )}
    </ScreenFrame>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useBookingsTranslation();
  const headingId = useId();
  const numbers = profileNumbers(user);
  const numbersKind = profileNumbersKind(user);
  const mailto = deleteAccountMailto(user, {
    subject: t('myPage.deleteMail.subject'),
    body: (values) => t('myPage.deleteMail.body', values),
  });
  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {user.givenName} {user.familyName}
      </h2>
      <dl className="posting-summary">
        {user.department && (
          <div className="posting-summary__row">
            <dt>{t('myPage.department')}</dt>
            <dd>{user.department}</dd>
          </div>
        )}
        {numbers && numbersKind && (
          <div className="posting-summary__row">
            <dt>{t(`myPage.${numbersKind}`)}</dt>
            <dd>{numbers}</dd>
          </div>
        )}
        {user.email && (
          <div className="posting-summary__row">
            <dt>{t('myPage.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        )}
      </dl>
      <a className="profile-card__delete" href={mailto}>
        {t('myPage.deleteAccount')}
      </a>
    </section>
  );
}

function BookingsSection({ userId }: { userId: string }) {
  const { t } = useBookingsTranslation();
  const { t: tCommon } = useTranslation('common');
  const headingId = useId();
  const query = useBookingsQuery(userId);
  const cancelling = useBookingsUnderWay('cancel');
  const archiving = useBookingsUnderWay('archive');
  // Cards cancelled during this visit stay where they were (issue 36, point 3): id → the card before it.
  const [held, setHeld] = useState<HeldPlaces>(() => new Map());
  const bookings = useMemo(
    () => (query.data ? holdInPlace(visibleBookings(query.data.body), held) : []),
    [query.data, held],
  );
  const bookingsRef = useRef(bookings);
  useEffect(() => {
    bookingsRef.current = bookings;
  }, [bookings]);
  // Opened from the confirmation after Create: that posting is marked and scrolled into view.
  const request = useRouteState(ROUTES.myPage)?.newPosting;
  const highlightedId = useMemo(
    () =>
      request
        ? (bookings.find((booking) => matchesRequest(booking, request))?.bookingId ?? null)
        : null,
    [bookings, request],
  );

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
function ProgressiveBookingList({
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
