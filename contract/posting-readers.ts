import { z } from 'zod';
import type { OffersResponse } from './offers';
import {
  BookingStateSchema,
  IntegrationIdSchema,
  type Booking,
  type OfferTravelInfo,
} from './schemas';
import {
  IdReader,
  itemId,
  itemWith,
  NumberReader,
  readList,
  type BodyReader,
  type ItemReader,
} from './tolerant-reading';
import { TravelInfoReader, travelInfoShape, withPeriod } from './entity-readers';
import {
  canonicalBooking,
  canonicalDistance,
  canonicalId,
  canonicalTravelInfo,
} from './canonical-readers';

/**
 * The tolerant readers of bookings and offers (docs/decisions/003-tolerant-reader.md): a state or integration
 * outside the spec's lists leaves the booking out, a malformed item is skipped, the rest of the list is shown.
 */

/** A booking as read before the spec's lists are applied: any state, any integration. */
const RawBookingReader = z.object({
  bookingId: IdReader,
  state: z.string(),
  integrationId: z.string(),
  travelInfo: TravelInfoReader,
});

const KNOWN_STATES: readonly string[] = BookingStateSchema.options;
const KNOWN_INTEGRATIONS: readonly string[] = IntegrationIdSchema.options;

/**
 * One booking. A state outside the spec's list (section 4: "any other status is not shown") or an integration
 * outside its list leaves the booking out; a malformed one is skipped.
 */
export const readBookingItem: ItemReader<Booking> = (item) => {
  const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  if (typeof raw.state === 'string' && !KNOWN_STATES.includes(raw.state)) {
    return {
      kind: 'left-out',
      id: itemId(item),
      reason: `state '${raw.state}' is not one of the spec's`,
    };
  }
  if (typeof raw.integrationId === 'string' && !KNOWN_INTEGRATIONS.includes(raw.integrationId)) {
    return {
      kind: 'left-out',
      id: itemId(item),
      reason: `integration '${raw.integrationId}' is not one of the spec's`,
    };
  }
  const canonical = canonicalBooking(raw);
  if (canonical) return { kind: 'read', value: canonical };
  const parsed = RawBookingReader.safeParse(item);
  if (!parsed.success) return { kind: 'skipped', id: itemId(item), issues: parsed.error.issues };
  return { kind: 'read', value: parsed.data as Booking };
};

/** A single booking (the answer of create, cancel and archive): readable only if the list would show it. */
export const readBooking: BodyReader<Booking> = (body) => {
  const outcome = readBookingItem(body, 0);
  switch (outcome.kind) {
    case 'read':
      return { ok: true, value: outcome.value, notes: [] };
    case 'skipped':
      return { ok: false, issues: outcome.issues, notes: [] };
    case 'left-out':
      return {
        ok: false,
        issues: [{ code: 'custom', path: ['state'], message: outcome.reason, input: body }],
        notes: [],
      };
  }
};

/** An offer: a posting's travel info plus its distances (numbers, or decimals as text). The booking id is ours. */
const OfferReader = z
  .object({
    ...travelInfoShape,
    bookingId: IdReader.optional().catch(undefined),
    originDistance: NumberReader.pipe(z.number().nonnegative()),
    destinationDistance: NumberReader.pipe(z.number().nonnegative()),
  })
  .transform(withPeriod);

/** An offer in the contract's own form, read without zod (contract/canonical-readers.ts); null: zod reads it. */
function canonicalOffer(item: unknown): OfferTravelInfo | null {
  if (typeof item !== 'object' || item === null) return null;
  const raw = item as Record<string, unknown>;
  const bookingId = canonicalId(raw.bookingId);
  const originDistance = canonicalDistance(raw.originDistance);
  const destinationDistance = canonicalDistance(raw.destinationDistance);
  if (bookingId === null || originDistance === null || destinationDistance === null) return null;
  const travelInfo = canonicalTravelInfo(item);
  if (travelInfo === null) return null;
  return { ...travelInfo, bookingId, originDistance, destinationDistance };
}

const readOfferItem: ItemReader<OfferTravelInfo> = (item, index) => {
  const canonical = canonicalOffer(item);
  if (canonical) return { kind: 'read', value: canonical };
  const outcome = itemWith(OfferReader)(item, index);
  if (outcome.kind !== 'read') return outcome;
  return {
    kind: 'read',
    value: { ...outcome.value, bookingId: outcome.value.bookingId ?? `offer-${index}` },
  };
};

const nothing = z.null().optional();
/**
 * The offers answer: integrations.commutePooling.integrationOffer.travelInfoList, read item by item. A missing
 * commutePooling, integrationOffer or list means no offers. The request id is ours and optional.
 */
const OffersEnvelopeReader = z.object({
  mobilityRequestId: z.string().optional().catch(undefined),
  integrations: z.object({
    commutePooling: z
      .object({
        integrationOffer: z.object({ travelInfoList: z.unknown().optional() }).or(nothing),
      })
      .or(nothing),
  }),
});

const TRAVEL_INFO_LIST_PATH = 'integrations.commutePooling.integrationOffer.travelInfoList';

export const readOffersAnswer: BodyReader<OffersResponse> = (body) => {
  const envelope = OffersEnvelopeReader.safeParse(body);
  if (!envelope.success) return { ok: false, issues: envelope.error.issues, notes: [] };
  const list = envelope.data.integrations.commutePooling?.integrationOffer?.travelInfoList ?? [];
  const offers = readList(list === null ? [] : list, readOfferItem, TRAVEL_INFO_LIST_PATH);
  if (!offers.ok) {
    const issues = offers.issues.map((issue) => ({
      ...issue,
      path: [...TRAVEL_INFO_LIST_PATH.split('.'), ...issue.path],
    }));
    return { ok: false, issues, notes: [] };
  }
  return {
    ok: true,
    notes: offers.notes,
    value: {
      mobilityRequestId: envelope.data.mobilityRequestId,
      integrations: { commutePooling: { integrationOffer: { travelInfoList: offers.value } } },
    },
  };
};
