import type { AppRoute } from '@ts-rest/core';

/**
 * How a route is authorised:
 * - 'token': the idtoken header carries the access token (the default of every route);
 * - 'none': callable without a token (login, enforce-updates, registrationLink, register create; spec section 7);
 * - 'onboarding': a new user has no access token yet (spec section 4, Login), so onboarding is authorised by the
 *   short-lived onboarding token of the login answer, sent in the same idtoken header.
 */
export type RouteAuth = 'token' | 'none' | 'onboarding';

export interface RouteMetadata {
  auth?: RouteAuth;
  /** The feedback call also sends the app's fixed client id and secret (spec section 7). */
  clientCredentials?: boolean;
}

export const publicRoute = { auth: 'none' } as const satisfies RouteMetadata;

export function routeAuth(route: AppRoute): RouteAuth {
  const metadata = route.metadata as RouteMetadata | undefined;
  return metadata?.auth ?? 'token';
}

export function routeSendsClientCredentials(route: AppRoute): boolean {
  return (route.metadata as RouteMetadata | undefined)?.clientCredentials === true;
}

/** The header every protected call carries its token in (spec section 7). */
export const TOKEN_HEADER = 'idtoken';
