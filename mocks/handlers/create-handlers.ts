import type { HttpHandler } from 'msw';
import { listRoutes } from '@contract/router';
import { appHandlers } from './app';
import { authHandlers } from './auth';
import { bookingsHandlers } from './bookings';
import type { HandlerOptions, RouteHandlerDefinition } from './define-handler';
import { feedbackSupportHandlers } from './feedback-support';
import { offersHandlers } from './offers';
import { placesHandlers } from './places';
import { usersHandlers } from './users';

/** One handler per contract route, by resource. */
export const ROUTE_HANDLERS: readonly RouteHandlerDefinition[] = [
  ...authHandlers,
  ...usersHandlers,
  ...bookingsHandlers,
  ...placesHandlers,
  ...offersHandlers,
  ...feedbackSupportHandlers,
  ...appHandlers,
];

/** Contract routes without a handler, and handlers whose route is not (or twice) in the contract. */
export function findHandlerCoverageGaps(
  handlers: readonly RouteHandlerDefinition[] = ROUTE_HANDLERS,
): { unhandled: string[]; unknownOrDuplicate: string[] } {
  const routes = listRoutes();
  const unhandled = routes
    .filter(({ route }) => !handlers.some((handler) => handler.route === route))
    .map(({ name }) => name);
  const unknownOrDuplicate = handlers
    .filter(
      (handler, index) =>
        !routes.some(({ route }) => route === handler.route) ||
        handlers.findIndex((other) => other.route === handler.route) !== index,
    )
    .map(({ route }) => `${route.method} ${route.path}`);
  return { unhandled, unknownOrDuplicate };
}

/** The MSW handlers of the whole contract; fails fast when a route has no handler. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const gaps = findHandlerCoverageGaps();
  if (gaps.unhandled.length > 0 || gaps.unknownOrDuplicate.length > 0) {
    throw new Error(
      `Mock handlers do not match the contract. Unhandled: ${gaps.unhandled.join(', ') || 'none'}; ` +
        `unknown or duplicate: ${gaps.unknownOrDuplicate.join(', ') || 'none'}.`,
    );
  }
  const names = new Map(listRoutes().map(({ name, route }) => [route, name]));
  return ROUTE_HANDLERS.map((handler) =>
    handler.toHttpHandler(names.get(handler.route) ?? handler.route.path, options),
  );
}
