import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferTravelInfo } from '@contract/schemas';
import { TIME_NOT_GIVEN_KEY } from '@/domain/posting/posting-time';
import { formatOfferDistance } from '@/domain/trip-request/format-distance';
import { formatLocation } from '@/domain/trip-request/format-location';
import { ColleagueDepartures } from './colleague-postings';
import { departureSummary } from './offer-summary';
import { useOffersTranslation } from './offers-texts';

/** The further information box: 3 rows, growing with its text up to 5 lines (CSS; spec section 9). */
const DESCRIPTION_MIN_ROWS = 3;

/**
 * The offer detail's facts (spec section 9): where the colleague starts and goes, each with its distance from the
 * search, when (every departure of the colleague on the route when they post more than one), and their e-mail.
 */
export function OfferDetailFacts({
  offer,
  postings,
}: {
  offer: OfferTravelInfo;
  postings: readonly OfferTravelInfo[];
}) {
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  const summary = departureSummary(offer, t, i18n.language, tCommon(TIME_NOT_GIVEN_KEY));
  return (
    <dl className="offer-detail__facts">
      <div>
        <dt>{t('detail.origin')}</dt>
        <dd>
          {formatLocation(offer.origin)}
          <span className="offer-detail__hint">
            {t('detail.originHint', {
              distance: formatOfferDistance(offer.originDistance, i18n.language),
            })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('detail.destination')}</dt>
        <dd>
          {formatLocation(offer.destination)}
          <span className="offer-detail__hint">
            {t('detail.destinationHint', {
              distance: formatOfferDistance(offer.destinationDistance, i18n.language),
            })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('detail.departure')}</dt>
        <dd>
          {postings.length > 1 ? (
            <ColleagueDepartures postings={postings} />
          ) : (
            <>
              {summary.schedule}
              {summary.wayBack && <span className="offer-detail__hint">{summary.wayBack}</span>}
              {summary.period && <span className="offer-detail__hint">{summary.period}</span>}
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('detail.email')}</dt>
        <dd className="offer-detail__email">{offer.integrationInfo.userInformation.email}</dd>
      </div>
    </dl>
  );
}

/** The colleague's further information, read-only (spec section 9), or that they gave none. */
export function OfferDescription({ description }: { description: string }) {
  const { t } = useOffersTranslation();
  const descriptionId = useId();
  if (!description) {
    return (
      <div className="field">
        <span className="field__label">{t('detail.description')}</span>
        <p className="find-hint">{t('detail.noDescription')}</p>
      </div>
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={descriptionId}>
        {t('detail.description')}
      </label>
      <textarea
        id={descriptionId}
        className="offer-detail__description"
        readOnly
        rows={DESCRIPTION_MIN_ROWS}
        value={description}
      />
    </div>
  );
}
