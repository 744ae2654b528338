import type { CommuteRoute } from '@/domain/trip-request/commute-routes';
import { commuteRouteName } from '@/domain/trip-request/commute-routes';
import { useDashboardTranslation } from './dashboard-texts';

/** A cross: the dashboard's only use of it, so it stays in this chunk (not in the shared icons). */
function RemoveIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

interface MyCommuteEntryProps {
  route: CommuteRoute;
  /** Where an entry not kept on the device comes from: the user's posting, or the route searched last. */
  source: 'posting' | 'lastSearch' | null;
  removable: boolean;
  dayText: string;
  /** Matches of the latest answer of the entry's own search not shown yet; null: no answer of it held. */
  count: number | null;
  openRef: (button: HTMLButtonElement | null) => void;
  onOpen: () => void;
  onRemove: () => void;
}

/** One route of My commute: opens its offers in one tap; a route kept on the device can be removed. */
export function MyCommuteEntry({
  route,
  source,
  removable,
  dayText,
  count,
  openRef,
  onOpen,
  onRemove,
}: MyCommuteEntryProps) {
  const { t } = useDashboardTranslation();
  const name = commuteRouteName(route);
  return (
    <li className="my-commute__route">
      <button
        type="button"
        className="location-button my-commute__open"
        ref={openRef}
        onClick={onOpen}
      >
        <span className="my-commute__name">{name}</span>
        <span className="my-commute__day">{dayText}</span>
        {source && (
          <span className="my-commute__source">
            {t(source === 'posting' ? 'commute.fromPosting' : 'commute.lastSearch')}
          </span>
        )}
        {count !== null && (
          <span
            className={count > 0 ? 'my-commute__count my-commute__count--new' : 'my-commute__count'}
          >
            {t(route.visited ? 'commute.newSinceVisit' : 'commute.notSeen', { count })}
          </span>
        )}
      </button>
      {/* A posting's route stays while the posting runs (it ends on My page); the last search is no entry to remove. */}
      {removable && (
        <button
          type="button"
          className="button button--secondary my-commute__remove"
          onClick={onRemove}
        >
          <RemoveIcon />
          <span className="visually-hidden">
            {t('commute.removeRoute', {
              name,
              kind: t(`commute.kind.${route.postingType}`),
            })}
          </span>
        </button>
      )}
    </li>
  );
}
