import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { BOOKINGS_FOR_USER_PATH } from './plain-forms';
import {
  BookingSchema,
  ClockTimeSchema,
  IsoDateTimeSchema,
  LocationSchema,
  POSTING_DESCRIPTION_MAX_LENGTH,
  PostingTypeSchema,
  RecurrenceSchema,
  WeekDaysSchema,
} from './schemas';

const c = initContract();

/** The booking request payload of spec section 3, exactly. */
export const BookingRequestSchema = z.object({
  integrationId: z.literal('commutePooling'),
  origin: LocationSchema,
  destination: LocationSchema,
  /** ISO of the period start; for every kind at the time of day the posting leaves (docs/posting-times.md). */
  departureTime: IsoDateTimeSchema,
  integrationInfo: z
    .object({
      postingType: PostingTypeSchema,
      // ANY_SHIFT is a choice of step two, never a stored recurrence.
      recurrence: RecurrenceSchema.exclude(['ANY_SHIFT']),
      periodStart: IsoDateTimeSchema,
      periodEnd: IsoDateTimeSchema,
      weekDays: WeekDaysSchema,
      fleets: z.array(z.string()).max(0),
      /**
       * Not in the spec: the usual time back ('HH:mm', Berlin) of a recurring posting, only when the user gave one.
       * Optional, so the spec's payload stays valid; a backend that does not know it ignores it
       * (docs/posting-times.md).
       */
      returnTime: ClockTimeSchema.optional(),
      userInformation: z.object({
        email: z.email(),
        description: z.string().trim().max(POSTING_DESCRIPTION_MAX_LENGTH),
      }),
    })
    .refine((info) => Date.parse(info.periodEnd) >= Date.parse(info.periodStart), {
      message: 'periodEnd must not be before periodStart',
      path: ['periodEnd'],
    })
    .refine(
      (info) => info.recurrence !== 'RECURRING' || Object.values(info.weekDays).some(Boolean),
      {
        message: 'a flexible posting needs at least one week day',
        path: ['weekDays'],
      },
    ),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

const BookingIdParamsSchema = z.object({ bookingId: z.string().min(1).max(100) });

export const bookingsContract = c.router({
  listForUser: {
    method: 'GET',
    path: BOOKINGS_FOR_USER_PATH,
    pathParams: z.object({ userId: z.string().min(1).max(100) }),
    responses: { 200: z.array(BookingSchema) },
    summary: "The user's own bookings (another user's id answers 403)",
  },
  create: {
    method: 'POST',
    path: '/api/v1/bookings',
    body: BookingRequestSchema,
    // The spec answers 'a booking'; the app needs none of it (it goes to /dashboard and My page reloads the list),
    // so any 2xx is success and a body it cannot read does not turn a created posting into an error.
    responses: { 201: BookingSchema, 204: c.noBody() },
    summary: 'Create a posting',
  },
  cancel: {
    method: 'PUT',
    path: '/api/v1/bookings/cancel/:bookingId',
    pathParams: BookingIdParamsSchema,
    body: c.noBody(),
    // Not shown in the spec: any 2xx is success. The fake answers the updated booking (state cancelled), which
    // replaces the list entry by id when the client can read it; otherwise the client marks the entry itself.
    responses: { 200: BookingSchema, 204: c.noBody() },
    summary: 'Cancel an own active posting',
  },
  archive: {
    method: 'PUT',
    path: '/api/v1/bookings/archive/:bookingId',
    pathParams: BookingIdParamsSchema,
    body: c.noBody(),
    // Not shown in the spec: any 2xx is success; the fake answers the updated booking (state archived).
    responses: { 200: BookingSchema, 204: c.noBody() },
    summary: 'Archive (remove) an own finished, expired or cancelled posting',
  },
});
