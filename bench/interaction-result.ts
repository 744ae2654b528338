/** What the interactions section of the benchmark measures (bench/interactions.ts). */

export interface InteractionResult {
  runs: number;
  build: string;
  throttled: boolean;
  pickerSearchMs: number;
  /** The stress figure: 1,000 matches of 1,000 colleagues (bench-large), a case bounded matching makes rare. */
  offersFirstOfferMs: number;
  offersMatches: number;
  /**
   * What a commuter gets: the demo route (Dachau → FIZ) on the seeded data, searched with Find on the dashboard; the
   * search to the first offer is the budgeted figure, the tap to the first offer (the navigation included) is told.
   */
  commuter: {
    offersFirstOfferMs: number;
    tapToFirstOfferMs: number;
    offersMatches: number;
    /** The same search in the real-backend build against mock:server; null: not measured. */
    realBuildOffersFirstOfferMs: number | null;
    realBuildTapToFirstOfferMs: number | null;
  };
  myPageBookingsShownMs: number;
  myPageBookings: number;
  /** The same search in the real-backend build against the fake backend over HTTP (npm run mock:server). */
  realBuild: {
    build: string;
    offersFirstOfferMs: number;
    /** Bytes on the wire of the search's answer (the mock server does not compress). */
    offersAnswerKb: number;
  } | null;
}

/**
 * The port of the bench's mock:server (the fake backend over HTTP): fixed, because the real build bakes its API
 * base URL in. Not the mock server's default 8787, which a developer may have running.
 */
export const BENCH_MOCK_SERVER_PORT = 8799;
export const BENCH_MOCK_SERVER_URL = `http://localhost:${BENCH_MOCK_SERVER_PORT}`;
