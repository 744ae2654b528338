import { useEffect, useId, useRef } from 'react';
import type { Place } from '@contract/schemas';
import { formatPickerDistance } from '@/domain/trip-request/format-distance';
import { formatLocation } from '@/domain/trip-request/format-location';
import { distanceInMetres, type Coordinates } from '@/domain/geo/geo';
import { FOLDED_HOT_SPOTS } from './place-search';
import { useLocationPickerTranslation } from './location-picker-texts';

/** What a section shows: a hint, the loading text, its failure, or the places (none: 'No results'). */
export type SectionContent =
  | { kind: 'hint'; text: string }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'places'; places: readonly Place[] };

interface PlaceSectionProps {
  title: string;
  content: SectionContent;
  from: Coordinates;
  onSelect: (place: Place) => void;
  /** A collapsible section (recent, results): open or closed, and the user can toggle it. */
  collapsible?: { open: boolean; onToggle: () => void };
  /** A long section shown folded (hot spots): how many there are in all, whether all are shown, the toggle. */
  fold?: { total: number; expanded: boolean; onToggle: () => void };
}

/** One section of the location picker (hot spots, recent, building or place results). */
export function PlaceSection({
  title,
  content,
  from,
  onSelect,
  collapsible,
  fold,
}: PlaceSectionProps) {
  const headingId = useId();
  const bodyId = useId();
  const open = collapsible?.open ?? true;
  return (
    <section className="place-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="place-section__heading">
        {collapsible ? (
          <button
            type="button"
            className="place-section__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={collapsible.onToggle}
          >
            <span>{title}</span>
            <span aria-hidden="true" className="place-section__chevron">
              {open ? '▾' : '▸'}
            </span>
          </button>
        ) : (
          title
        )}
      </h2>
      <div id={bodyId} hidden={!open}>
        {open && <SectionBody content={content} from={from} onSelect={onSelect} fold={fold} />}
      </div>
    </section>
  );
}

function SectionBody({
  content,
  from,
  onSelect,
  fold,
}: {
  content: SectionContent;
  from: Coordinates;
  onSelect: (place: Place) => void;
  fold?: PlaceSectionProps['fold'];
}) {
  const { t, i18n } = useLocationPickerTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const revealedFrom = useRef<number | null>(null);
  const shownCount = content.kind === 'places' ? content.places.length : 0;
  // 'Show all' moves the focus to the first place it revealed (the button itself moves to the end).
  useEffect(() => {
    const first = revealedFrom.current;
    if (first === null) return;
    revealedFrom.current = null;
    listRef.current?.querySelectorAll('button')[first]?.focus();
  }, [shownCount]);
  switch (content.kind) {
    case 'hint':
      return <p className="place-section__note">{content.text}</p>;
    case 'loading':
      return (
        <p role="status" className="place-section__note">
          {t('loading')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="place-section__note field__error">
          {t('failed')}
        </p>
      );
    case 'places':
      if (content.places.length === 0) {
        return (
          <p role="status" className="place-section__note">
            {t('noResults')}
          </p>
        );
      }
      return (
        <>
          <ul className="place-list" ref={listRef}>
            {content.places.map((place) => (
              <li key={place.id}>
                <button type="button" className="place-list__item" onClick={() => onSelect(place)}>
                  <span className="place-list__name">{formatLocation(place)}</span>{' '}
                  <span className="place-list__meta">
                    {t(`kinds.${place.iconType}`)} ·{' '}
                    {t('distance', {
                      distance: formatPickerDistance(distanceInMetres(from, place), i18n.language),
                    })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {fold && !fold.expanded && fold.total > shownCount && (
            <button
              type="button"
              className="button button--secondary place-section__fold"
              aria-expanded={false}
              onClick={() => {
                revealedFrom.current = shownCount;
                fold.onToggle();
              }}
            >
              {t('showAll', { count: fold.total })}
            </button>
          )}
          {fold?.expanded && fold.total > FOLDED_HOT_SPOTS && (
            <button
              type="button"
              className="button button--secondary place-section__fold"
              aria-expanded={true}
              onClick={fold.onToggle}
            >
              {t('showFewer')}
            </button>
          )}
        </>
      );
  }
}
