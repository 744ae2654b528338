import { contract } from '@contract/router';
import { searchOffers } from '../db/bookings-repository';
import { recordTripCacheCleanup } from '../db/messages-repository';
import { defineHandler, fail, type RouteHandlerDefinition } from './define-handler';

// The 200 answer is not checked against the contract again (checkedOnWrite): each offer is a stored booking's
// travel info and booking id (the bookings' record schema, checked on every write and load, extends the contract's
// TravelInfoSchema and its non-empty bookingId) plus two rounded distances in metres (never negative), and the
// request id is the validated request's. tests/unit/mocks/contract-conformance.test.ts still checks the answer
// against the contract.
const search = defineHandler(
  contract.offers.search,
  ({ body, caller }) => {
    if (!caller.user.commutePooling.enabled) {
      return fail(403, 'Car-pooling is not enabled for your account.', 'NO_ACCESS');
    }
    return {
      status: 200,
      body: {
        mobilityRequestId: body.mobilityRequestId,
        integrations: {
          commutePooling: {
            integrationOffer: { travelInfoList: searchOffers(body, caller.user.id) },
          },
        },
      },
    };
  },
  { checkedOnWrite: [200], readsOnly: true },
);

const cleanupTripCache = defineHandler(contract.offers.cleanupTripCache, async ({ caller }) => {
  await recordTripCacheCleanup(caller.user.id);
  return { status: 204, body: undefined };
});

export const offersHandlers: RouteHandlerDefinition[] = [search, cleanupTripCache];
