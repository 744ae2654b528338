import { useEffect, useId } from 'react';
import { measurePerformance } from '@/lib/performance-marks';
import type { PostingType } from '@contract/schemas';
import { useContactedColleagues } from './contacted-colleagues';
import { formatFitDay } from './offer-fit';
import { OfferEntry } from './offer-entry';
import { ListSwitch, OffersCount, TimeWindowControls } from './offers-filters';
import { setOnlyOnMyDate, showAllOffers } from './offers-list-filter';
import type { OffersListInput } from './offers-list-entries';
import { useOffersListEntries } from './offers-list-entries';
import { showMoreOffers } from './offers-paging';
import { useOffersTranslation } from './offers-texts';

/**
 * The answer's list (spec section 2): its filters, how many entries it has, one entry per colleague nearest first,
 * and 'show more'. Its first entry on screen ends the bench's measure of the search (wen:offers-search).
 */
export function OffersList({
  postingType,
  requestId,
  ...input
}: OffersListInput & { postingType: PostingType; requestId: string }) {
  const { t, i18n } = useOffersTranslation();
  const headingId = useId();
  const { allEntryCount, listedCount, pageCount, shown, timeFilter } = useOffersListEntries(input);
  const contacted = useContactedColleagues();
  const { searchedDay, onlyOnMyDate, timeChoice, windowText } = input;
  const firstOfferShown = shown.length > 0;
  // Benchmark mark: the search's first offer is on screen.
  useEffect(() => {
    if (firstOfferShown) {
      measurePerformance(
        'wen:offers-search',
        'wen:offers-search-start',
        'wen:offers-search-first-offer',
      );
    }
  }, [firstOfferShown, requestId]);
  const dayText = searchedDay === null ? '' : formatFitDay(searchedDay, i18n.language);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t(`overview.list.${postingType}`)}
      </h2>
      {searchedDay !== null && (
        <ListSwitch
          className="offers__only-on-date"
          checked={onlyOnMyDate}
          onChange={setOnlyOnMyDate}
          label={t('overview.onlyOnMyDate', { day: dayText })}
        />
      )}
      <TimeWindowControls choice={timeChoice} windowText={windowText} />
      <OffersCount
        allCount={allEntryCount}
        listedCount={listedCount}
        timeWindow={timeFilter ? windowText : null}
        dayText={dayText}
      />
      {listedCount === 0 ? (
        <button type="button" className="button button--secondary" onClick={showAllOffers}>
          {t('overview.showAll', { count: allEntryCount - listedCount })}
        </button>
      ) : (
        <ul className="offer-list">
          {shown.map((props) => (
            <OfferEntry key={props.entry.key} {...props} contacted={props.entry.key in contacted} />
          ))}
        </ul>
      )}
      {pageCount < listedCount && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => showMoreOffers(requestId)}
        >
          {t('overview.showMore', { shown: pageCount, total: listedCount })}
        </button>
      )}
    </section>
  );
}
