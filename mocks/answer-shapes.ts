import { HttpResponse, type JsonBodyType } from 'msw';
import { answerReadingOf } from '@contract/answer-readers';
import { listRoutes } from '@contract/router';
import type { AnswerVariance } from '@scenarios/scenario-types';
import type { AfterResolveHook } from './handlers/define-handler';

/**
 * The fake backend answering as a real backend may within the spec (a scenario's `answers`, see
 * scenarios/scenario-types.ts AnswerVariance). The handlers keep answering their exact shapes; this layer reshapes
 * the answer on its way out, so the app meets what the client's tolerant reader (contract/answer-readers.ts) has
 * to cope with:
 * - every "not shown" success in another plausible shape: 200 with JSON, 200 with an empty body, 204, or text;
 * - unknown fields in every object; null fields left out (as a serializer that skips nulls does);
 * - the login token named `accessToken` (spec section 7) instead of `idToken` (section 3);
 * - numbers where the spec allows them: numeric account numbers, place ids, whole-metre distances;
 * - the bookings list carries one more booking, in a state outside the spec's list.
 */

export type NotShownShape = 'json' | 'empty' | 'no-content' | 'text';

/** The state of the extra booking of the list (not one of the spec's, so the app must leave it out). */
export const UNKNOWN_BOOKING_STATE = 'on_hold';
/** Suffix of the extra booking's id (its copy's id plus this). */
export const UNKNOWN_STATE_BOOKING_SUFFIX = '-on-hold';
/** Unknown fields added to every object of a reshaped answer. */
export const UNKNOWN_FIELDS = { _links: { self: { href: '/' } }, traceId: 'rw-7f3a' } as const;

const MIXED_ORDER: readonly NotShownShape[] = ['json', 'empty', 'no-content', 'text'];

/** The shape of a "not shown" answer of a route; in 'mixed', each route its own (by its place in the contract). */
export function notShownShapeOf(variance: AnswerVariance, routeName: string): NotShownShape {
  if (variance.notShown !== 'mixed') return variance.notShown;
  const index = listRoutes().findIndex(({ name }) => name === routeName);
  return MIXED_ORDER[Math.max(index, 0) % MIXED_ORDER.length] ?? 'json';
}

function notShownAnswer(shape: NotShownShape): Response {
  switch (shape) {
    case 'json':
      return HttpResponse.json({ status: 'OK', ...UNKNOWN_FIELDS }, { status: 200 });
    case 'empty':
      // Labelled JSON with nothing in it: what a framework answering `void` with a JSON default sends.
      return new HttpResponse('', { status: 200, headers: { 'content-type': 'application/json' } });
    case 'no-content':
      return new HttpResponse(null, { status: 204 });
    case 'text':
      return new HttpResponse('OK', { status: 200, headers: { 'content-type': 'text/plain' } });
  }
}

type Json = JsonBodyType;
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Unknown fields in every object, null fields left out, all the way down. */
function withUnknownFieldsWithoutNulls(value: Json): Json {
  if (Array.isArray(value)) return value.map((item) => withUnknownFieldsWithoutNulls(item as Json));
  if (!isObject(value)) return value;
  const entries = Object.entries(value)
    .filter(([, inner]) => inner !== null)
    .map(([key, inner]) => [key, withUnknownFieldsWithoutNulls(inner as Json)]);
  return { ...Object.fromEntries(entries), ...UNKNOWN_FIELDS } as Json;
}

const asNumberIfDigits = (value: Json): Json =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;

function userWithNumbers(user: Json): Json {
  return isObject(user)
    ? { ...user, accountNumber: asNumberIfDigits(user.accountNumber ?? null) }
    : user;
}

/** Route by route, the open parts of an exact answer in another plausible form (before the general changes). */
const DATA_VARIANTS: Record<string, (body: Json) => Json> = {
  'auth.login': (body) => {
    if (!isObject(body)) return body;
    const { idToken, ...rest } = body;
    return {
      ...rest,
      user: userWithNumbers(rest.user ?? null),
      ...(idToken ? { accessToken: idToken } : {}),
    };
  },
  'users.me': userWithNumbers,
  'bookings.listForUser': (body) => {
    if (!Array.isArray(body) || !isObject(body[0])) return body;
    const first = body[0];
    const odd = {
      ...first,
      bookingId: `${String(first.bookingId)}${UNKNOWN_STATE_BOOKING_SUFFIX}`,
      state: UNKNOWN_BOOKING_STATE,
    };
    return [...body.slice(0, 1), odd, ...body.slice(1)];
  },
  'offers.search': (body) => {
    if (!isObject(body)) return body;
    const { mobilityRequestId: _ours, ...rest } = body;
    const offer = isObject(rest.integrations) ? rest.integrations.commutePooling : null;
    const list =
      isObject(offer) && isObject(offer.integrationOffer)
        ? offer.integrationOffer.travelInfoList
        : null;
    if (!Array.isArray(list)) return rest;
    const rounded = list.map((item) =>
      isObject(item)
        ? {
            ...item,
            originDistance: Math.round(Number(item.originDistance)),
            destinationDistance: Math.round(Number(item.destinationDistance)),
          }
        : item,
    );
    return {
      ...rest,
      integrations: { commutePooling: { integrationOffer: { travelInfoList: rounded } } },
    };
  },
};

const placeIdsAsNumbers = (body: Json): Json =>
  Array.isArray(body)
    ? body.map((place, index) => (isObject(place) ? { ...place, id: 1000 + index } : place))
    : body;
for (const name of [
  'places.search',
  'places.buildings',
  'places.recent',
  'places.predefined',
  'places.debugLocations',
]) {
  DATA_VARIANTS[name] = placeIdsAsNumbers;
}

/** Reshapes a handler's answer by the variance; exact answers (no variance) pass unchanged. */
export async function shapeAnswer(
  variance: AnswerVariance | undefined,
  info: Parameters<AfterResolveHook>[0],
  response: Response,
): Promise<Response> {
  if (!variance) return response;
  const success = response.status >= 200 && response.status < 300;
  const reading = answerReadingOf(info.route)?.reading;
  if (success && reading && reading.kind !== 'answer') {
    return notShownAnswer(notShownShapeOf(variance, info.routeName));
  }
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const text = await response.clone().text();
  if (text.trim() === '') return response;
  const exact = JSON.parse(text) as Json;
  const variant = success
    ? (DATA_VARIANTS[info.routeName] ?? ((body: Json) => body))
    : (body: Json) => body;
  return HttpResponse.json(withUnknownFieldsWithoutNulls(variant(exact)), {
    status: response.status,
  });
}
