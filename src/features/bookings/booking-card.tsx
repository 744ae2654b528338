import { memo, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Booking } from '@contract/schemas';
import { HelpIcon } from '@/components/icons';
import { formatCardDate } from '@/domain/posting/format-date';
import { TIME_NOT_GIVEN_KEY } from '@/domain/posting/posting-time';
import { ROUTES } from '@/lib/routes';
import { ArrowRightIcon } from '@/components/icons';
import { useNavigate } from '@/lib/navigation';
import { ActiveIcon, CarPoolingLogo } from './booking-icons';
import { OwnPostingCalendarButton } from './own-posting-calendar-button';
import {
  bookingAction,
  cardSchedule,
  periodEnded,
  statusLine,
  statusText,
  type CardSchedule,
} from './booking-status';
import { useBookingsTranslation } from './bookings-texts';

interface BookingCardProps {
  booking: Booking;
  cancelling: boolean;
  archiving: boolean;
  onCancel: (booking: Booking) => void;
  onRemove: (booking: Booking) => void;
  /** The posting just created (reached from the confirmation after Create). */
  isNew?: boolean;
  /** What just happened to this card (cancelled during this visit), said on the card itself. */
  notice?: string;
}

/**
 * A booking of My page (spec section 2, Booking card): the route with its DD.MM.YYYY dates, the service,
 * the status line, help, and Cancel or Remove. A tap on the card (not on its buttons) opens the posting.
 */
export const BookingCard = memo(function BookingCard({
  booking,
  cancelling,
  archiving,
  onCancel,
  onRemove,
  isNew = false,
  notice,
}: BookingCardProps) {
  const { t } = useBookingsTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const statusId = useId();
  const headingId = useId();
  const { travelInfo } = booking;
  const info = travelInfo.integrationInfo;
  // A period that has ended shows as ended and can be removed, whatever state the backend still reports.
  const ended = periodEnded(booking, new Date());
  const line = statusLine(booking.state, info.recurrence, ended);
  const action = bookingAction(booking.state, ended);
  const schedule = cardSchedule(travelInfo, tCommon(TIME_NOT_GIVEN_KEY));
  const open = () => {
    navigate(ROUTES.postingDetail, { travelInfo, bookingId: booking.bookingId });
  };
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // The card's own controls do their own thing.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    open();
  };

  return (
    <article
      className={isNew ? 'booking-card booking-card--new' : 'booking-card'}
      onClick={onCardClick}
    >
      {isNew && <p className="booking-card__new">{t('card.new')}</p>}
      {notice && <p className="booking-card__new booking-card__notice">{notice}</p>}
      <CardHeading
        headingId={headingId}
        statusId={statusId}
        travelInfo={travelInfo}
        onOpen={open}
      />
      {schedule && <ScheduleLine schedule={schedule} />}
      <p className="booking-card__service">
        <CarPoolingLogo />
        <span>
          {t('card.serviceName')}{' '}
          <span className="booking-card__role">{t(`card.${info.postingType}`)}</span>
        </span>
      </p>
      <p id={statusId} className="booking-card__status">
        {line.activeIcon && <ActiveIcon />}
        <span>{statusText(line, t)}</span>
      </p>
      {/* Only a posting that still runs goes into a calendar (and only while it has a day left). A row of its own,
          away from Cancel. */}
      {action === 'cancel' && (
        <div className="booking-card__calendar">
          <OwnPostingCalendarButton
            bookingId={booking.bookingId}
            travelInfo={travelInfo}
            describedBy={headingId}
          />
        </div>
      )}
      <div className="booking-card__actions">
        <Link
          href={ROUTES.commutePoolingHelp}
          className="icon-button"
          aria-label={t('card.help')}
          title={t('card.help')}
        >
          <HelpIcon />
        </Link>
        {action === 'cancel' && (
          <button
            type="button"
            className="button button--secondary booking-card__action"
            aria-describedby={headingId}
            disabled={cancelling}
            onClick={() =>
              navigate(ROUTES.createChange, { travelInfo, bookingId: booking.bookingId })
            }
          >
            {t('card.change')}
          </button>
        )}
        {action === 'cancel' && (
          <BusyButton
            label={t('card.cancel')}
            busyLabel={t('card.cancelling')}
            busy={cancelling}
            describedBy={statusId}
            onPress={() => onCancel(booking)}
          />
        )}
        {action === 'remove' && (
          <BusyButton
            label={t('card.remove')}
            busyLabel={t('card.removing')}
            // An ended posting that is still active is cancelled first, then archived.
            busy={archiving || cancelling}
            describedBy={statusId}
            onPress={() => onRemove(booking)}
          />
        )}
      </div>
    </article>
  );
});

/** The card's heading: the route with its dates, a button that opens the posting. */
function CardHeading({
  headingId,
  statusId,
  travelInfo,
  onOpen,
}: {
  headingId: string;
  statusId: string;
  travelInfo: Booking['travelInfo'];
  onOpen: () => void;
}) {
  const { t } = useBookingsTranslation();
  const departureDate = formatCardDate(travelInfo.departureTime);
  const arrivalDate = formatCardDate(travelInfo.estimatedArrivalTime);
  // Arriving the same day: the date is said once.
  const shownArrivalDate = arrivalDate === departureDate ? '' : arrivalDate;
  return (
    <h3 id={headingId} className="booking-card__heading">
      <button
        type="button"
        className="booking-card__open"
        aria-describedby={statusId}
        onClick={onOpen}
      >
        <span className="booking-card__leg">
          <span className="booking-card__date">{departureDate}</span>
          <span className="booking-card__place">{travelInfo.origin.name}</span>
        </span>
        <span className="booking-card__arrow">
          <ArrowRightIcon size={20} />
          <span className="visually-hidden">{t('card.to')}</span>
        </span>
        <span className="booking-card__leg">
          {shownArrivalDate && <span className="booking-card__date">{shownArrivalDate}</span>}
          <span className="booking-card__place">{travelInfo.destination.name}</span>
        </span>
      </button>
    </h3>
  );
}

/** 'Mon, Wed · 01.12.2026 – 31.03.2027 · 07:30': when a recurring posting runs (short day names shown, full ones read). */
function ScheduleLine({ schedule }: { schedule: CardSchedule }) {
  const { t } = useBookingsTranslation();
  const period = t('card.period', { start: schedule.start, end: schedule.end });
  const time = t('card.time', { time: schedule.time });
  return (
    <p className="booking-card__schedule">
      {schedule.weekDays ? (
        <>
          <span aria-hidden="true">
            {schedule.weekDays.map((day) => t(`card.weekDaysShort.${day}`)).join(', ')}
          </span>
          <span className="visually-hidden">
            {schedule.weekDays.map((day) => t(`weekDays.${day}`)).join(', ')}
          </span>
        </>
      ) : (
        schedule.shift && <span>{t(`card.shift.${schedule.shift}`)}</span>
      )}
      {' · '}
      <span className="booking-card__period">{period}</span>
      {' · '}
      <span>{time}</span>
    </p>
  );
}

interface BusyButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  describedBy: string;
  onPress: () => void;
}

/** Keeps its name while busy (disabled, with a spinner); the busy text is announced separately. */
function BusyButton({ label, busyLabel, busy, describedBy, onPress }: BusyButtonProps) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary booking-card__action"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={describedBy}
        onClick={onPress}
      >
        {busy && <span className="button-spinner" aria-hidden="true" />}
        {label}
      </button>
      {busy && (
        <span role="status" className="visually-hidden">
          {busyLabel}
        </span>
      )}
    </>
  );
}
