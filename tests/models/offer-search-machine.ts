import { setup } from 'xstate';
import { checks } from './model-harness';

/**
 * The machine of the offer search model (offer-search-model.ts).
 * The mobility request and the offer search (spec section 2 /dashboard and the offers overview, section 4 Mobility
 * request, section 5 the Find rule and offer distances, section 8 Offers failure and No matches): the dashboard's
 * find form and its gate, submitting it, the search loading, the list, no matches (the `offers-empty` scenario), the
 * search failing and searching again, going back with the request kept, and resetting the request (New search).
 */

type OfferSearchEvent = { type: EventType };
type EventType =
  | 'OPEN_DASHBOARD'
  | 'OPEN_DASHBOARD_NOTHING_OFFERED'
  | 'SET_ORIGIN'
  | 'SET_DESTINATION'
  | 'SET_DATE'
  | 'FIND_DRIVERS'
  | 'FIND_PASSENGERS'
  | 'FIND_FAILS'
  | 'FIND_HANGS'
  | 'CLOSE_DIALOG'
  | 'RETRY'
  | 'BACK'
  | 'NEW_SEARCH'
  | 'CREATE_OPPOSITE';

export const offerSearchMachine = setup({
  types: { events: {} as OfferSearchEvent },
}).createMachine({
  id: 'offerSearch',
  initial: 'closed',
  states: {
    closed: {
      on: {
        // The departure defaults to now: only origin and destination are missing.
        OPEN_DASHBOARD: checks('searchEmpty', '5.find-disabled'),
        // A backend that finds nothing (scenario offers-empty), the route set there.
        OPEN_DASHBOARD_NOTHING_OFFERED: checks(
          'routeSetNothingOffered',
          '4.mobility-request.set',
          '5.find-disabled',
        ),
      },
    },
    searchEmpty: {
      on: { SET_ORIGIN: checks('originSet', '4.mobility-request.set', '5.find-disabled') },
    },
    originSet: {
      on: { SET_DESTINATION: checks('routeSet', '4.mobility-request.set', '5.find-disabled') },
    },
    routeSet: {
      on: {
        // A day before today becomes today (the date minimum), then a later day is kept.
        SET_DATE: checks('routeSet', '4.mobility-request.set', '5.find-disabled'),
        FIND_DRIVERS: checks(
          'driversListed',
          '4.mobility-request.submit',
          '4.offer-search',
          '2.offers-overview',
          '5.distances.offers',
        ),
        FIND_FAILS: checks(
          'searchFailed',
          '4.mobility-request.submit',
          '4.offer-search.failure',
          '8.offers-failure',
          '8.mobility-offer-failure',
        ),
        // The search under way: the spinner (its answer never comes; Back leaves it).
        FIND_HANGS: checks(
          'searching',
          '4.mobility-request.submit',
          '4.offer-search',
          '2.offers-overview',
        ),
      },
    },
    searching: {
      // Back to the dashboard with the request kept (the search under way is left behind).
      on: { BACK: checks('routeSet', '2.offers-overview') },
    },
    searchFailed: {
      on: { CLOSE_DIALOG: checks('failureShown', '4.modal', '8.offers-failure') },
    },
    failureShown: {
      on: {
        // Searching again after the failure: the list.
        RETRY: checks('driversListed', '4.offer-search', '2.offers-overview', '5.distances.offers'),
        BACK: checks('routeSet', '2.offers-overview'),
      },
    },
    driversListed: {
      on: {
        BACK: checks('routeSet', '2.offers-overview'),
        NEW_SEARCH: checks('searchReset', '4.mobility-request.reset'),
      },
    },
    routeSetNothingOffered: {
      on: {
        FIND_PASSENGERS: checks(
          'noMatches',
          '4.mobility-request.submit',
          '4.offer-search',
          '8.no-matches',
          '2.offers-overview',
        ),
      },
    },
    noMatches: {
      on: {
        BACK: checks('routeSetNothingOffered', '2.offers-overview'),
        NEW_SEARCH: checks('searchReset', '4.mobility-request.reset'),
        // 'No passengers?': a posting of the opposite type (OFFERING).
        CREATE_OPPOSITE: checks('oppositeCreation', '2.offers-overview', '2.creation-flow'),
      },
    },
    searchReset: {},
    oppositeCreation: {},
  },
});
