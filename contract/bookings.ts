import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  BookingSchema,
  IsoDateTimeSchema,
  LocationSchema,
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
  /** ISO of the period start. */
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
      userInformation: z.object({
        email: z.email(),
        description: z.string().trim().max(2000),
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
    path: '/api/v1/bookings/:userId',
    pathParams: z.object({ userId: z.string().min(1).max(100) }),
    responses: { 200: z.array(BookingSchema) },
    summary: "The user's own bookings (another user's id answers 403)",
  },
  create: {
    method: 'POST',
    path: '/api/v1/bookings',
    body: BookingRequestSchema,
    responses: { 201: BookingSchema },
    summary: 'Create a posting',
  },
  cancel: {
    method: 'PUT',
    path: '/api/v1/bookings/cancel/:bookingId',
    pathParams: BookingIdParamsSchema,
    body: c.noBody(),
    // Not shown in the spec: the updated booking (state cancelled), so the list entry can be replaced by id.
    responses: { 200: BookingSchema },
    summary: 'Cancel an own active posting',
  },
  archive: {
    method: 'PUT',
    path: '/api/v1/bookings/archive/:bookingId',
    pathParams: BookingIdParamsSchema,
    body: c.noBody(),
    // Not shown in the spec: the updated booking (state archived).
    responses: { 200: BookingSchema },
    summary: 'Archive (remove) an own finished, expired or cancelled posting',
  },
});
