import { isSameDay } from 'date-fns';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatLanguageDate } from '@/domain/posting/format-date';
import {
  MAX_COMMUTE_ROUTES,
  commuteDay,
  commuteDeparture,
  commuteRouteId,
  commuteRouteName,
  newMatchCount,
  removeCommuteRoute,
  restoreCommuteRoute,
  searchCommuteRoute,
  useCommuteRoutes,
  type CommuteRoute,
  type RemovedCommuteRoute,
} from '@/domain/trip-request/commute-routes';
import {
  myCommuteEntries,
  usePostedCommuteRoutes,
} from '@/domain/trip-request/posted-commute-routes';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { useDashboardTranslation } from './dashboard-texts';
import { useAfterFirstScreen } from './after-first-screen';
import { MyCommuteEntry } from './my-commute-entry';
import { rememberRoute, rememberedRouteOf } from './remembered-route';
import './my-commute.css';

/** The user's postings from the server: with the typed client, so a chunk loaded after the first screen. */
const PostedCommuteSource = lazy(() => import('./posted-commute-source'));

/** A route not kept on the device (a posting's, the last searched one): no record, so no count yet. */
function unkeptRoute(
  route: Pick<CommuteRoute, 'origin' | 'destination'>,
  postingType: CommuteRoute['postingType'],
): CommuteRoute {
  return {
    id: `unkept:${commuteRouteId(route)}`,
    origin: route.origin,
    destination: route.destination,
    postingType,
    shownIds: [],
    visited: false,
    latestIds: null,
    latestDay: null,
  };
}

/**
 * "My commute" on the dashboard (issue 22, item 7): the saved routes, one entry per route (issue 36), each opening
 * its offers in one tap (the spec's offers search for today or the next working day, as the search form makes it),
 * with how many matches of the latest answer of that same search (route, posting type, day) the app holds the user
 * has not been shown yet. Removing one can be undone.
 */
export function MyCommute({ userId }: { userId: string }) {
  const { t, i18n } = useDashboardTranslation();
  const saved = useCommuteRoutes(userId);
  // Issue 36, point 6: the routes of the user's active postings (the server's, known on any device), and the route
  // searched last on this device when there is nothing else.
  const posted = usePostedCommuteRoutes(userId);
  const [remembered] = useState(() => rememberedRouteOf(userId));
  const loadPosted = useAfterFirstScreen();
  const entries = myCommuteEntries<CommuteRoute>(
    saved,
    posted?.map((route) => unkeptRoute(route, route.postingType)) ?? null,
    // Searched for drivers, as the search form's first button does.
    remembered && unkeptRoute(remembered, 'OFFERING'),
  );
  const navigate = useNavigate();
  const headingId = useId();
  const [removed, setRemoved] = useState<RemovedCommuteRoute | null>(null);
  const [undoFailed, setUndoFailed] = useState(false);
  const [restoredId, setRestoredId] = useState<string | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const openButtons = useRef(new Map<string, HTMLButtonElement>());

  const now = new Date();
  const departure = commuteDeparture(now);
  // The day the entries' searches run: each counts only answers of its own search (route, posting type, this day).
  const day = commuteDay(now);
  const dayText = (route: CommuteRoute) => {
    const kind = t(`commute.kind.${route.postingType}`);
    return isSameDay(departure, now)
      ? t('commute.today', { kind })
      : t('commute.onDay', { kind, date: formatLanguageDate(departure, i18n.language) });
  };

  const open = (route: CommuteRoute) => {
    rememberRoute(userId, { origin: route.origin, destination: route.destination });
    searchCommuteRoute(route);
    navigate(ROUTES.offersOverview);
  };

  const remove = (route: CommuteRoute) => {
    const entry = removeCommuteRoute(userId, route.id);
    if (!entry) return;
    setRemoved(entry);
    setUndoFailed(false);
  };

  const undo = () => {
    if (!removed) return;
    const restored = restoreCommuteRoute(userId, removed);
    setUndoFailed(!restored);
    if (!restored) return;
    setRestoredId(removed.route.id);
    setRemoved(null);
  };

  // The pressed button is gone: the focus goes to what brings the route back, and after Undo to the route.
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);
  useEffect(() => {
    if (restoredId) openButtons.current.get(restoredId)?.focus();
  }, [restoredId]);

  return (
    <section className="stack my-commute" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-commute__heading">
        {t('commute.heading')}
      </h2>
      {loadPosted && (
        <Suspense fallback={null}>
          <PostedCommuteSource userId={userId} />
        </Suspense>
      )}
      {entries.length === 0 ? (
        <p className="my-commute__empty">{t('commute.empty')}</p>
      ) : (
        <ul className="plain-list my-commute__list">
          {entries.map(({ route, saved: kept, posted: isPosted, remembered: isLast }) => (
            <MyCommuteEntry
              key={route.id}
              route={route}
              source={isPosted ? 'posting' : isLast ? 'lastSearch' : null}
              removable={kept && !isPosted}
              dayText={dayText(route)}
              count={newMatchCount(route, day)}
              openRef={(button) => {
                if (button) openButtons.current.set(route.id, button);
                else openButtons.current.delete(route.id);
              }}
              onOpen={() => open(route)}
              onRemove={() => remove(route)}
            />
          ))}
        </ul>
      )}
      <div aria-live="polite" className="my-commute__status">
        {removed && (
          <p className="my-commute__removed">
            <span>{t('commute.removed', { name: commuteRouteName(removed.route) })}</span>{' '}
            <button
              type="button"
              ref={undoRef}
              className="button button--secondary my-commute__undo"
              onClick={undo}
            >
              {t('commute.undo')}
            </button>
          </p>
        )}
        {undoFailed && <p>{t('commute.undoFailed', { max: MAX_COMMUTE_ROUTES })}</p>}
      </div>
    </section>
  );
}
