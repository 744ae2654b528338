import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { WEEK_DAYS, type Location } from '@contract/schemas';
import { formatOverviewDate, formatPickerDateTime } from '@/domain/posting/format-date';
import { formatLocation } from '@/domain/trip-request/format-location';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { useNavigate } from '@/lib/navigation';
import { ROUTES, type LocationTarget } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import { CreationStepFrame } from './creation-step-frame';
import { parseDayKey, parseLocalDateTime } from './date-rules';
import {
  buildBookingRequest,
  resumeRoute,
  THIRD_STEP_ROUTES,
  thirdStepOf,
  type PostingDraft,
} from './posting-draft';
import { postingDraft, refreshDraftDates, setDescription } from './posting-draft-store';
import { usePostingCreationTranslation } from './posting-creation-texts';
import { useCreatePosting } from './use-create-posting';

/** The further-information box starts with 3 rows and grows to 5 (spec sections 2 and 9). */
const DESCRIPTION_ROWS = { min: 3, max: 5 } as const;

/**
 * /commute-pooling/create/overview (progress dot 3): From and To (each opens the location picker), the
 * summary by recurrence, the further information, and Create. Success goes to /dashboard; a failure shows
 * the 'Error' modal (or, without any answer, the no-connection message) and keeps everything typed.
 */
export function CreateOverviewScreen() {
  const { t } = usePostingCreationTranslation();
  const navigate = useNavigate();
  const draft = useSnapshot(postingDraft) as PostingDraft;
  const { origin, destination } = useSnapshot(mobilityRequest) as {
    origin: Location | null;
    destination: Location | null;
  };
  const user = useCurrentUser();
  const { create, creating } = useCreatePosting(draft.replacesBookingId);
  const missingRouteId = useId();
  const routeHeadingId = useId();
  const summaryHeadingId = useId();
  // Dates picked a while ago (a reload the next day) get the date rules again.
  useEffect(() => refreshDraftDates(), []);

  const step = thirdStepOf(draft);
  const resume = resumeRoute(draft);
  if (step === null || resume !== ROUTES.createOverview) return <Redirect to={resume} replace />;

  const request = buildBookingRequest(draft, {
    origin,
    destination,
    email: user?.email ?? null,
  });

  const openPicker = (type: LocationTarget) => navigate(ROUTES.locationPicker, { type });
  const routeMissing = !origin || !destination;

  return (
    <CreationStepFrame
      title={t('overview.title')}
      back={{ to: THIRD_STEP_ROUTES[step] }}
      step={3}
      canContinue={request !== null && !creating}
      onContinue={() => {
        if (request) create(request);
      }}
      submitLabel={t('overview.create')}
      busy={creating}
      footer={
        creating ? (
          <span role="status" aria-label={t('overview.creating')} className="visually-hidden">
            {t('overview.creating')}
          </span>
        ) : null
      }
    >
      {draft.replacesBookingId && <p className="posting-hint">{t('overview.changing')}</p>}
      <section className="stack" aria-labelledby={routeHeadingId}>
        <h2 id={routeHeadingId}>{t('overview.route')}</h2>
        <LocationButton
          label={t('overview.from')}
          location={origin}
          placeholder={t('overview.chooseOrigin')}
          onPress={() => openPicker('origin')}
        />
        <LocationButton
          label={t('overview.to')}
          location={destination}
          placeholder={t('overview.chooseDestination')}
          onPress={() => openPicker('destination')}
        />
        {routeMissing && (
          <p id={missingRouteId} className="posting-hint">
            {t('overview.missingRoute')}
          </p>
        )}
      </section>
      <section className="stack" aria-labelledby={summaryHeadingId}>
        <h2 id={summaryHeadingId}>{t('overview.summary')}</h2>
        <PostingSummary draft={draft} />
      </section>
      <DescriptionField value={draft.description} onChange={setDescription} />
    </CreationStepFrame>
  );
}

interface LocationButtonProps {
  label: string;
  location: Location | null;
  placeholder: string;
  onPress: () => void;
}

function LocationButton({ label, location, placeholder, onPress }: LocationButtonProps) {
  return (
    <button type="button" className="posting-location" onClick={onPress}>
      <span className="posting-location__label">{label}</span>{' '}
      <span className={location ? 'posting-location__value' : 'posting-location__placeholder'}>
        {location ? formatLocation(location) : placeholder}
      </span>
    </button>
  );
}

/** The summary by recurrence: one-time date and time (dd/MM/yyyy HH:mm); recurring period (dd.MM.yy). */
function PostingSummary({ draft }: { draft: PostingDraft }) {
  const { t } = usePostingCreationTranslation();
  const step = thirdStepOf(draft);
  const rows: Array<[string, string]> = [
    [t('overview.postingType'), t(`overview.${draft.postingType}`)],
  ];

  if (step === 'onetime') {
    rows.push([t('overview.trip'), t('overview.ONE_TIME')]);
    rows.push([
      t('overview.dateTime'),
      formatPickerDateTime(parseLocalDateTime(draft.meetingTime)),
    ]);
  } else {
    rows.push([
      t('overview.trip'),
      step === 'shift' && draft.shift
        ? t('overview.shiftTrip', { shift: t(`shifts.${draft.shift}`) })
        : t('overview.RECURRING'),
    ]);
    rows.push([
      t('overview.period'),
      t('overview.periodValue', {
        start: formatOverviewDate(parseDayKey(draft.periodStart)),
        end: formatOverviewDate(parseDayKey(draft.periodEnd)),
      }),
    ]);
    if (step === 'flexible') {
      rows.push([
        t('overview.weekDays'),
        WEEK_DAYS.filter((day) => draft.weekDays[day])
          .map((day) => t(`weekDays.${day}`))
          .join(', '),
      ]);
    }
    rows.push([t('overview.departure'), draft.departureClock ?? '']);
    if (draft.returnClock) rows.push([t('overview.back'), draft.returnClock]);
  }

  return (
    <dl className="posting-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="posting-summary__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rows for the text: at least 3, one more per line (typed or wrapped), at most 5 (then it scrolls). */
function DescriptionField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = usePostingCreationTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [rows, setRows] = useState<number>(DESCRIPTION_ROWS.min);
  const id = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const typedLines = value.split('\n').length;
    let next = Math.min(DESCRIPTION_ROWS.max, Math.max(DESCRIPTION_ROWS.min, typedLines));
    element.rows = next;
    // Wrapped lines count too: grow while the text does not fit.
    while (next < DESCRIPTION_ROWS.max && element.scrollHeight > element.clientHeight) {
      next += 1;
      element.rows = next;
    }
    setRows(next);
  }, [value]);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('overview.description')}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="description-field"
        rows={rows}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="posting-hint">
        {t('overview.descriptionHint')}
      </p>
    </div>
  );
}
