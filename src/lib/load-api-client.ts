/**
 * The typed client (zod, ts-rest and the whole contract) as a call loads it: with the call, not with the screen that
 * offers it. A screen whose visitor may never call (the login form, the dashboard's first render, help and support)
 * stays light (docs/decisions/012-typed-client-loads-with-the-first-call.md); the import is fetched once.
 */
export const loadApiClient = () => import('./api-client').then((module) => module.apiClient);
