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

type RouteNamesOf<R, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AppRoute
    ? `${Prefix}${K}`
    : RouteNamesOf<R[K], `${Prefix}${K}.`>;
}[keyof R & string];

/** Every route of the contract by its dotted name, as listRoutes() names them, e.g. 'offers.search'. */
export type RouteName = RouteNamesOf<Contract>;

/** The contract route of a dotted name. */
export type RouteAt<N extends string, R = Contract> = N extends `${infer Head}.${infer Tail}`
  ? Head extends keyof R
    ? RouteAt<Tail, R[Head]>
    : never
  : N extends keyof R
    ? R[N] extends AppRoute
      ? R[N]
      : never
    : never;

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
