// @vitest-environment node
import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { newPostingOf, newPostingState } from '@/domain/posting/new-posting-state';
import { oneTimeBookingRequest } from '../support/builders';

/** The state the confirmation after Create opens My page with: read back as sent, anything else is no state. */
describe('new posting navigation state', () => {
  it('reads back the request it was made from, also after the history cloned it', () => {
    const request = oneTimeBookingRequest({ departureTime: '2026-11-25T06:30:00.000Z' });
    expect(newPostingOf(structuredClone(newPostingState(request)))).toEqual(request);
  });

  it('can be cloned by the history when the request came from a store (a proxy cannot)', () => {
    const request = proxy(oneTimeBookingRequest({ departureTime: '2026-11-25T06:30:00.000Z' }));
    expect(() => structuredClone({ newPosting: request })).toThrow();
    expect(structuredClone(newPostingState(request)).newPosting).toEqual({ ...request });
  });

  it.each([
    ['no state', null],
    ['another screen’s state', { postingType: 'REQUEST' }],
    ['a state without a route', { newPosting: { departureTime: '2026-11-24T07:00:00Z' } }],
    ['a string', 'newPosting'],
  ])('%s is no new posting', (_, state) => {
    expect(newPostingOf(state)).toBeNull();
  });
});
