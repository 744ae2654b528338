// @ts-check
/* global process */
/**
 * The modules under mutation testing (issue 23), by name: the code mutated (globs by feature folder where a feature
 * owns it; shared domain code by its path under src/domain) and the unit tests that speak for it. Read by stryker.config.mjs (what to mutate),
 * vitest.mutation.config.ts (which tests run) and tests/unit/platform/mutated-modules-load.test.ts (each loads).
 * The one place to update when code or tests move.
 * @type {Record<string, { mutate: string[]; tests: string[] }>}
 */
export const MUTATION_MODULES = {
  'route guards': {
    mutate: ['src/app/guards.tsx'],
    tests: [
      'tests/unit/app/route-guards.test.tsx',
      'tests/unit/app/guard-redirect.test.ts',
      'tests/unit/app/start-up-screens.test.tsx',
      'tests/unit/app/start-up-gate.test.tsx',
    ],
  },
  'start-up sign-in order': {
    mutate: [
      'src/domain/session/session-start-up.ts',
      'src/domain/session/start-up-steps.ts',
      'src/domain/session/account-handover.ts',
    ],
    // last-known-user.test.tsx drives the start-up's frame painted from the kept user (step 2 before its answer).
    tests: [
      'tests/unit/domain/session/start-up-*.test.ts',
      'tests/unit/domain/session/last-known-user.test.tsx',
    ],
  },
  'terms gating': {
    // acceptTerms (the terms screen's action; lines of session-actions.ts, Stryker's file:start-end range): the
    // rest of the file is the login and the start-up's, not this module's.
    mutate: ['src/features/terms/*.tsx', 'src/domain/session/session-actions.ts:113-124'],
    tests: [
      'tests/unit/features/terms/*.test.tsx',
      'tests/unit/domain/session/accept-terms.test.ts',
    ],
  },
  'posting draft': {
    mutate: ['src/features/posting-creation/posting-draft*.ts'],
    tests: ['tests/unit/features/posting-creation/*.test.ts'],
  },
  'date rules and payload builder': {
    mutate: [
      'src/features/posting-creation/date-rules.ts',
      // The create with its retry rule and the change (create, then cancel): the postings resource (decision 021).
      'src/api/postings.ts',
    ],
    tests: ['tests/unit/features/posting-creation/*.test.ts'],
  },
  'booking actions and list order': {
    // The calls and cache updates of cancel and archive live in the bookings resource's module (decision 021).
    mutate: ['src/features/bookings/booking-{actions,list,status}.ts', 'src/api/bookings.ts'],
    tests: ['tests/unit/features/bookings/*.test.ts'],
  },
  'offers order and stale answers': {
    mutate: [
      'src/domain/trip-request/mobility-request-store.ts',
      'src/features/offers/offer-summary.ts',
    ],
    // departure-date.test.ts tests the store's past-date rule (departureNotBeforeToday); the store's own tests sit
    // where the store is (src/domain/trip-request).
    tests: [
      'tests/unit/features/offers/*.test.ts',
      'tests/unit/lib/departure-date.test.ts',
      'tests/unit/domain/trip-request/mobility-request-store.test.ts',
      // The store's reader of what the tab kept (readStoredRequest), tested beside the schema it replaced.
      'tests/unit/lib/stored-readers.test.ts',
    ],
  },
  'place search rules': {
    mutate: ['src/features/location-picker/place-search.ts'],
    tests: ['tests/unit/features/location-picker/place-search*.test.ts'],
  },
};

/**
 * In every module's test set: each mutated module loads. A mutant that makes a module throw while loading fails it,
 * where the module's own test files would fail to load, which Stryker's vitest runner counts as no tests.
 */
export const LOAD_TEST = 'tests/unit/platform/mutated-modules-load.test.ts';

/** The model suites (tests/unit/models): MUTATION_TESTS=models scores the modules by them alone. */
export const MODEL_TESTS = ['tests/unit/models/*.test.tsx'];

/** The modules a run covers: all, or the one MUTATION_MODULE names. */
export function selectedModules(only = process.env.MUTATION_MODULE) {
  const selected = Object.entries(MUTATION_MODULES).filter(([name]) => !only || name === only);
  if (selected.length === 0) throw new Error(`Unknown MUTATION_MODULE ${only}`);
  return selected;
}
