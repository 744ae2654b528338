import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOffersAnswer } from '@contract/posting-readers';
import type { MobilityRequest } from '@contract/offers';
import {
  setRequestLocation,
  sortOffersByDistance,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { FIRST_FRAME_ENTRIES, OFFERS_PAGE_SIZE } from '@/features/offers/offers-paging';
import { ROUTES } from '@/lib/routes';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import {
  overrideRoute,
  storeTokenOf,
  useFindTestBackend,
  visitWithState,
} from '../../support/find-test-backend';
import { FIZ, KNORRSTRASSE_12, makeOffer, offersResponse } from '../../support/builders';

useFindTestBackend();

beforeEach(async () => {
  resetAppState();
  await storeTokenOf('demo');
  visit('/');
});

/** A well-formed offer of the wire whose poster's given name names it (`Poster<n>`), as JSON. */
function wireOffer(n: number, originDistance: number, destinationDistance: number) {
  const offer: Record<string, unknown> = {
    ...makeOffer(`o${n}`, originDistance, destinationDistance, { givenName: `Poster${n}` }),
  };
  return offer;
}

/**
 * 120 offers in the server's order, the nearest ones among the odd: forms the spec leaves open (distances as text,
 * numeric and missing booking ids, unknown fields, equal sums), and items the reader skips (no e-mail, a negative
 * distance, a distance that is no number, no object at all), some of them among the first screenful's places.
 */
function oddAnswer(requestId: string): unknown {
  const items: unknown[] = [];
  for (let n = 0; n < 120; n += 1) {
    const sum = ((n * 37) % 120) * 10;
    const offer = wireOffer(n, sum / 2, sum / 2);
    switch (n % 10) {
      case 1:
        offer.originDistance = String(sum / 2);
        break;
      case 2:
        offer.bookingId = 9000 + n;
        break;
      case 3:
        delete offer.bookingId;
        break;
      case 4:
        offer.extra = { unknown: true };
        offer.destinationDistance = sum / 2 + 0.5;
        break;
      case 5:
        // Skipped: the poster has no e-mail.
        offer.integrationInfo = {
          ...(offer.integrationInfo as object),
          userInformation: { givenName: `Poster${n}`, familyName: 'Muster' },
        };
        break;
      case 6:
        if (n % 20 === 6) offer.originDistance = -1;
        break;
      case 7:
        if (n % 30 === 7) offer.destinationDistance = 'far';
        break;
    }
    items.push(offer);
    // Equal sums: a twin right after, which must stay after its first.
    if (n % 11 === 0) items.push(wireOffer(1000 + n, sum / 2, sum / 2));
  }
  items.splice(3, 0, 'not an offer', null);
  const answer = offersResponse(requestId, []) as unknown as {
    integrations: { commutePooling: { integrationOffer: { travelInfoList: unknown[] } } };
  };
  answer.integrations.commutePooling.integrationOffer.travelInfoList = items;
  return answer;
}

/** What the tolerant reader and the spec's order make of the answer: the posters' names, nearest first. */
function expectedNames(answer: unknown): string[] {
  const read = readOffersAnswer(answer);
  if (!read.ok) throw new Error('the answer is unreadable');
  return sortOffersByDistance(
    read.value.integrations.commutePooling.integrationOffer.travelInfoList,
  ).map((offer) => offer.integrationInfo.userInformation.givenName);
}

const namesOf = (entries: HTMLElement[]) =>
  entries.map((entry) => /Poster\d+/.exec(entry.textContent ?? '')?.[0]);

describe('the offers list, rendered a screenful first', () => {
  it('ends with exactly the entries, in exactly the order, of the reader and the spec (odd items left out one by one)', async () => {
    const user = userEvent.setup();
    let answer: unknown = null;
    overrideRoute('offers.search', async (request) => {
      const body = (await request.json()) as MobilityRequest;
      answer = oddAnswer(body.mobilityRequestId);
      return HttpResponse.json(answer as never);
    });
    setRequestLocation('origin', KNORRSTRASSE_12);
    setRequestLocation('destination', FIZ);
    submitMobilityRequest('OFFERING');
    visitWithState(ROUTES.offersOverview, null);
    renderApp({ language: 'en' });

    const list = await screen.findByRole('list');
    const expected = expectedNames(answer);
    // Items were skipped (else this proves nothing), and the count is the whole list's from the first frame on.
    expect(expected.length).toBeGreaterThan(OFFERS_PAGE_SIZE * 2);
    expect(expected.length).toBeLessThan(120 + 11);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${expected.length} matches, nearest first`,
    );
    const firstFrame = namesOf(within(list).getAllByRole('listitem'));
    expect(firstFrame).toEqual(expected.slice(0, FIRST_FRAME_ENTRIES));

    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(OFFERS_PAGE_SIZE),
    );
    expect(namesOf(within(list).getAllByRole('listitem'))).toEqual(
      expected.slice(0, OFFERS_PAGE_SIZE),
    );

    await user.click(screen.getByRole('button', { name: `Show more (50 of ${expected.length})` }));
    await user.click(screen.getByRole('button', { name: `Show more (100 of ${expected.length})` }));
    expect(namesOf(within(list).getAllByRole('listitem'))).toEqual(expected);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();

    // The way back from a detail: the answer is there already, so the page the person had open renders at once
    // (the browser can restore the scroll position within it), every entry in its place.
    await user.click(within(list).getByRole('link', { name: new RegExp(`^${expected[60]} `) }));
    await waitFor(() => expect(window.location.pathname).toBe(ROUTES.offerDetail));
    act(() => history.back());
    const again = await screen.findByRole('list');
    expect(namesOf(within(again).getAllByRole('listitem'))).toEqual(expected);
    // 120 entries rendered three times in jsdom: 7 s alone, over 20 s beside a build on two cores.
  }, 60_000);
});
