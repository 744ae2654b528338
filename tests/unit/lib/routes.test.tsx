import { act, renderHook } from '@testing-library/react';
import { proxy } from 'valtio';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigate } from '@/lib/navigation';
import { readHelpTopicState } from '@/lib/help-topic-state';
import { readRouteState, routeState, useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { makeOffer, makeTravelInfo, oneTimeBookingRequest } from '../support/builders';

/** The typed routes: one reader of navigation state for every screen, tolerant of what the history holds. */
describe('readRouteState', () => {
  it('reads a valid state as the route declares it', () => {
    expect(readRouteState(ROUTES.locationPicker, { type: 'destination' })).toEqual({
      type: 'destination',
    });
    expect(readRouteState(ROUTES.confirmationEmailSent, { email: 'mia@bmw.example' })).toEqual({
      email: 'mia@bmw.example',
    });
    const travelInfo = makeTravelInfo();
    expect(readRouteState(ROUTES.postingDetail, { travelInfo, bookingId: 'b1' })).toEqual({
      travelInfo,
      bookingId: 'b1',
    });
  });

  it.each([
    ['no state', null],
    ['undefined', undefined],
    ['a string', 'destination'],
    ['another screen’s state', { postingType: 'REQUEST' }],
  ])('%s is absent (null)', (_, state) => {
    expect(readRouteState(ROUTES.locationPicker, state)).toBeNull();
    expect(readRouteState(ROUTES.offerDetail, state)).toBeNull();
    expect(readRouteState(ROUTES.myPage, state)).toBeNull();
  });

  it.each([
    ['an unknown target', ROUTES.locationPicker, { type: 'somewhere' }],
    ['an empty e-mail', ROUTES.confirmationEmailSent, { email: '' }],
    ['an e-mail that is no string', ROUTES.confirmationEmailSent, { email: 42 }],
    ['an unknown posting type', ROUTES.createFirstStep, { postingType: 'BOTH' }],
    ['an offer without its distances', ROUTES.offerDetail, { travelInfo: makeTravelInfo() }],
    [
      'a new posting without a route',
      ROUTES.myPage,
      { newPosting: { departureTime: '2026-11-24T07:00:00Z' } },
    ],
  ] as const)('a malformed state (%s) is absent, never a crash', (_, path, state) => {
    expect(readRouteState(path, state)).toBeNull();
  });
});

describe('readHelpTopicState (/feedback and /contact-support, without zod)', () => {
  it('reads the parts of a help topic on their own: an unusable part is left out', () => {
    expect(readHelpTopicState({ title: 7, integrationId: 'probike' })).toEqual({
      integrationId: 'probike',
    });
    expect(readHelpTopicState({ title: ' Access ', integrationId: 'x' })).toEqual({
      title: 'Access',
    });
    expect(readHelpTopicState({ title: 'x'.repeat(201), integrationId: 'carsharing' })).toEqual({
      integrationId: 'carsharing',
    });
    expect(readHelpTopicState({ title: ` ${'x'.repeat(200)} ` })).toEqual({
      title: 'x'.repeat(200),
    });
    expect(readHelpTopicState({ title: '   ' })).toEqual({});
  });

  it.each([
    ['no state', null],
    ['undefined', undefined],
    ['a string', 'Access'],
    ['a list', [{ title: 'Access' }]],
  ])('%s is absent (null)', (_, state) => {
    expect(readHelpTopicState(state)).toBeNull();
  });
});

describe('routeState (what the history keeps)', () => {
  it('reads back as sent, also after the history cloned it', () => {
    const request = oneTimeBookingRequest({ departureTime: '2026-11-25T06:30:00.000Z' });
    const state = routeState(ROUTES.myPage, { newPosting: request });
    expect(readRouteState(ROUTES.myPage, structuredClone(state))).toEqual({ newPosting: request });
  });

  it('can be cloned when the data came from a store (a valtio proxy cannot)', () => {
    const request = proxy(oneTimeBookingRequest({ departureTime: '2026-11-25T06:30:00.000Z' }));
    expect(() => structuredClone({ newPosting: request })).toThrow();
    expect(structuredClone(routeState(ROUTES.myPage, { newPosting: request }))).toEqual({
      newPosting: { ...request },
    });
  });

  it('is undefined for a state that fails the schema (the screen finds no state)', () => {
    const offer = makeOffer('o1', 10, 20);
    const broken = { ...offer, originDistance: -1 };
    expect(routeState(ROUTES.offerDetail, { travelInfo: broken })).toBeUndefined();
  });
});

describe('useNavigate and useRouteState', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('navigates with a typed state that the target route reads back', () => {
    const { result } = renderHook(() => ({
      navigate: useNavigate(),
      picker: useRouteState(ROUTES.locationPicker),
    }));
    expect(result.current.picker).toBeNull();
    const lengthBefore = window.history.length;
    act(() => result.current.navigate(ROUTES.locationPicker, { type: 'origin' }));
    expect(window.location.pathname).toBe(ROUTES.locationPicker);
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(window.history.state).toEqual({ type: 'origin' });
    expect(result.current.picker).toEqual({ type: 'origin' });
  });

  it('navigates to a route without state, replacing the entry when asked', () => {
    window.history.replaceState({ type: 'origin' }, '', ROUTES.locationPicker);
    const { result } = renderHook(() => useNavigate());
    const lengthBefore = window.history.length;
    act(() => result.current(ROUTES.dashboard, { replace: true }));
    expect(window.location.pathname).toBe(ROUTES.dashboard);
    expect(window.history.length).toBe(lengthBefore);
    expect(window.history.state).toBeNull();
  });

  it('reads a malformed state of the current entry as absent', () => {
    window.history.replaceState({ type: 42 }, '', ROUTES.locationPicker);
    const { result } = renderHook(() => useRouteState(ROUTES.locationPicker));
    expect(result.current).toBeNull();
  });
});
