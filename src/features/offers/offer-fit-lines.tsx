import { nextRuns, type ScheduleFit } from '@/domain/schedule/schedule';
import type { TravelInfo } from '@contract/schemas';
import { MATCH_HORIZON_TRAVEL_DAYS } from '@/domain/trip-request/posting-matches';
import { formatFitDay, postingFitKind, type OfferFit } from './offer-fit';
import { useOffersTranslation } from './offers-texts';

/** 'Travels on Tue 24.11.' or 'Not on this date, next on Mon 30.11.' (or no further trip at all). */
export function FitLine({ fit }: { fit: OfferFit }) {
  const { t, i18n } = useOffersTranslation();
  const day = fit.kind === 'never' ? '' : formatFitDay(fit.day, i18n.language);
  return (
    <span className={`offer-entry__fit offer-entry__fit--${fit.kind}`}>
      {t(`entry.fit.${fit.kind}`, { day })}
    </span>
  );
}

/** 'Meets on 14 of your next 20 travel days': the match over the own posting's next travel days. */
export function PostingFitLine({ fit }: { fit: ScheduleFit }) {
  const { t } = useOffersTranslation();
  const kind = postingFitKind(fit);
  return (
    <span className={`offer-entry__posting-fit offer-entry__posting-fit--${kind}`}>
      {t(`entry.postingFit.${kind}`, { count: fit.of, shared: fit.shared })}
    </span>
  );
}

/** What a 'Find matches' search is: the own posting's next travel day, and which of its days the fit counts. */
export function PostingMatchHint({
  posting,
  searchedDay,
}: {
  posting: TravelInfo;
  searchedDay: string;
}) {
  const { t, i18n } = useOffersTranslation();
  const counted = nextRuns(posting, searchedDay, MATCH_HORIZON_TRAVEL_DAYS);
  const last = counted.at(-1) ?? searchedDay;
  return (
    <p className="find-hint">
      {t('overview.postingMatch', {
        count: counted.length,
        day: formatFitDay(searchedDay, i18n.language),
        last: formatFitDay(last, i18n.language),
      })}
    </p>
  );
}
