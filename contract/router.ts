import { initContract, type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { appContract } from './app';
import { authContract } from './auth';
import { bookingsContract } from './bookings';
import { commonResponses } from './errors';
import { feedbackSupportContract } from './feedback-support';
import { offersContract } from './offers';
import { placesContract } from './places';
import { usersContract } from './users';

const c = initContract();

/** The whole API of spec section 7, one router; every route also declares the common error bodies. */
export const contract = c.router(
  {
    auth: authContract,
    users: usersContract,
    bookings: bookingsContract,
    places: placesContract,
    offers: offersContract,
    feedbackSupport: feedbackSupportContract,
    app: appContract,
  },
  { commonResponses, strictStatusCodes: true },
);
export type Contract = typeof contract;

export interface NamedRoute {
  /** Dotted name, e.g. 'bookings.cancel'. */
  name: string;
  route: AppRoute;
}

/** Every route of a router with its dotted name, in declaration order. */
export function listRoutes(router: AppRouter = contract, prefix = ''): NamedRoute[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [{ name: `${prefix}${key}`, route: value }]
      : listRoutes(value, `${prefix}${key}.`),
  );
}
