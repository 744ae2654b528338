import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  IsoDateTimeSchema,
  LocationSchema,
  OfferTravelInfoSchema,
  PostingTypeSchema,
} from './schemas';

const c = initContract();

/**
 * The mobility request. `postingType` is the kind of posting searched for:
 * Find Drivers sends OFFERING (drivers' postings), Find Passengers sends REQUEST.
 */
export const MobilityRequestSchema = z.object({
  mobilityRequestId: z.uuid(),
  origin: LocationSchema,
  destination: LocationSchema,
  departureTime: IsoDateTimeSchema,
  integrations: z.object({
    commutePooling: z.object({ postingType: PostingTypeSchema }),
  }),
});
export type MobilityRequest = z.infer<typeof MobilityRequestSchema>;

export const OffersResponseSchema = z.object({
  /** Not shown in the spec: the fake echoes the request's id. The client matches answers by its own call. */
  mobilityRequestId: z.uuid().optional(),
  integrations: z.object({
    commutePooling: z.object({
      integrationOffer: z.object({
        /** Sorted ascending by originDistance + destinationDistance. */
        travelInfoList: z.array(OfferTravelInfoSchema),
      }),
    }),
  }),
});
export type OffersResponse = z.infer<typeof OffersResponseSchema>;

export const offersContract = c.router({
  search: {
    method: 'POST',
    path: '/api/v1/offers',
    body: MobilityRequestSchema,
    responses: { 200: OffersResponseSchema },
    summary: 'Postings of the searched type that match the request, nearest first',
  },
  cleanupTripCache: {
    method: 'POST',
    path: '/api/v1/redis/cleanup-trip-cache',
    body: c.noBody(),
    // Not shown in the spec: any 2xx is success; the fake answers 204.
    responses: { 204: c.noBody() },
    summary: "Drop the server's cached trips of the caller",
  },
});
