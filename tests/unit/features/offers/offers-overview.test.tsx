import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MobilityRequest } from '@contract/offers';
import type { OfferTravelInfo } from '@contract/schemas';
import { FIRST_FRAME_ENTRIES, OFFERS_PAGE_SIZE } from '@/features/offers/offers-paging';
import { offersKeys } from '@/api/offers-keys';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { queryClient } from '@/lib/query-client';
import { renderApp, testI18n, visit } from '../../support/render-app';
import {
  calledRoutes,
  failRoute,
  overrideRoute,
  useFindTestBackend,
} from '../../support/find-test-backend';
import { FIZ } from '../../support/builders';
import {
  answerOffers,
  NEAR_DEFAULT_LOCATION,
  OVERVIEW,
  startSignedIn,
  submitSearch,
} from '../../support/offers-search';

useFindTestBackend();
beforeEach(startSignedIn);

const NBSP = /\u00a0/g;
const metres = (text: string) => {
  const match = /([\d.,]+)\s(k?m)/.exec(text.replace(NBSP, ' '));
  if (!match?.[1]) throw new Error(`no distance in ${text}`);
  const value = Number(match[1].replace(/,/g, ''));
  return match[2] === 'km' ? value * 1000 : value;
};

describe('offers overview', () => {
  it('searches the submitted request on the real fake backend and lists the matches nearest first', async () => {
    const sent: MobilityRequest[] = [];
    overrideRoute('offers.search', async (request) => {
      sent.push((await request.clone().json()) as MobilityRequest);
      return undefined;
    });
    const id = submitSearch('OFFERING');
    renderApp({ language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    const list = await screen.findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    // Near the default location to FIZ the bounded search (mocks/lib/matching-bounds.ts) finds a few colleagues.
    expect(entries.length).toBeGreaterThan(1);
    // The search, and beside it the way home (origin and destination swapped, its own id), each once.
    await waitFor(() =>
      expect(calledRoutes.filter((route) => route === 'offers.search')).toHaveLength(2),
    );
    expect(sent[0]).toMatchObject({
      mobilityRequestId: id,
      origin: NEAR_DEFAULT_LOCATION,
      destination: FIZ,
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    });
    expect(sent[1]).toMatchObject({
      origin: FIZ,
      destination: NEAR_DEFAULT_LOCATION,
      departureTime: sent[0]!.departureTime,
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    });
    expect(sent[1]!.mobilityRequestId).not.toBe(id);

    // Both distances on every entry, and the list's order is ascending by their sum.
    for (const entry of entries.slice(0, 5)) {
      expect(within(entry).getByText(/from your origin$/)).toBeVisible();
      expect(within(entry).getByText(/from your destination$/)).toBeVisible();
    }
    // The search's data: the answer's offers (sorted once when it arrived).
    const answers = queryClient
      .getQueriesData<OfferTravelInfo[]>({ queryKey: offersKeys.searches })
      .filter(([key]) => !key.includes('way-home'));
    expect(answers).toHaveLength(1);
    const answered = answers[0]![1]!;
    expect(answered.every((offer) => offer.integrationInfo.postingType === 'OFFERING')).toBe(true);
    const shownOrder = entries.map((entry) => entry.textContent);
    const expectedOrder = [...answered]
      .sort(
        (a, b) =>
          a.originDistance + a.destinationDistance - (b.originDistance + b.destinationDistance),
      )
      .map((offer) => offer.integrationInfo.userInformation)
      // One entry per colleague, where their nearest posting stands.
      .filter((person, index, all) => all.findIndex((p) => p.email === person.email) === index)
      .map((person) => person.givenName);
    expect(shownOrder).toHaveLength(expectedOrder.length);
    shownOrder.forEach((text, index) => expect(text).toContain(expectedOrder[index]));
    // The header: back to the dashboard, help to the commute-pooling help.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      '/commute-pooling/help',
    );
  });

  it('sends the way home once the list has its answer: the two answers never share the line', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const arrivals: { way: 'list' | 'home'; listAnswered: boolean }[] = [];
    let listAnswered = false;
    overrideRoute('offers.search', async (request) => {
      const body = (await request.clone().json()) as MobilityRequest;
      const way = body.origin.name === NEAR_DEFAULT_LOCATION.name ? 'list' : 'home';
      arrivals.push({ way, listAnswered });
      if (way === 'list') {
        await gate;
        listAnswered = true;
      }
      return undefined;
    });
    submitSearch('OFFERING');
    renderApp({ language: 'en' });

    await waitFor(() => expect(arrivals).toEqual([{ way: 'list', listAnswered: false }]));
    expect(screen.getByRole('status', { name: 'Searching for offers …' })).toBeVisible();
    release();
    expect(await screen.findByRole('list')).toBeVisible();
    await waitFor(() =>
      expect(arrivals).toEqual([
        { way: 'list', listAnswered: false },
        { way: 'home', listAnswered: true },
      ]),
    );
  });

  it('shows a spinner while searching, and the create entry only once the results are in', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    overrideRoute('offers.search', async () => {
      await gate;
      return undefined;
    });
    submitSearch('OFFERING');
    renderApp({ language: 'en' });
    expect(await screen.findByRole('status', { name: 'Searching for offers …' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^No drivers\?/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New search' })).toBeVisible();
    release();
    expect(await screen.findByRole('list')).toBeVisible();
    expect(screen.getByRole('button', { name: /^No drivers\?/ })).toHaveClass('button');
    expect(
      screen.queryByRole('status', { name: 'Searching for offers …' }),
    ).not.toBeInTheDocument();
  });

  it('shows the entries of a long answer page by page (1,000 matches), sorted', async () => {
    const user = userEvent.setup();
    answerOffers(1000);
    submitSearch('REQUEST');
    renderApp({ language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Passengers' })).toBeVisible();
    expect(await screen.findByText('1000 matches, nearest first')).toBeVisible();
    const list = screen.getByRole('list');
    // The first frame renders a screenful, the page follows once it is painted; the count is the page's already.
    expect(within(list).getAllByRole('listitem')).toHaveLength(FIRST_FRAME_ENTRIES);
    expect(screen.getByRole('button', { name: 'Show more (50 of 1000)' })).toBeVisible();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(OFFERS_PAGE_SIZE),
    );
    const shown = within(list)
      .getAllByRole('listitem')
      .map((entry) => {
        const [origin, destination] = [/from your origin$/, /from your destination$/].map(
          (pattern) => metres(within(entry).getByText(pattern).textContent ?? ''),
        );
        return origin! + destination!;
      });
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('37 m from your origin');

    await user.click(screen.getByRole('button', { name: 'Show more (50 of 1000)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2 * OFFERS_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Show more (100 of 1000)' })).toBeVisible();
    // The fit on the searched day is worked out per shown entry: the second page has its own too.
    const fitLine = /^(Travels on |Not on this date)/;
    for (const entry of within(list).getAllByRole('listitem')) {
      expect(within(entry).getByText(fitLine)).toBeVisible();
    }
  });

  it("switches the entries to the other language with the list (they share the list's texts)", async () => {
    answerOffers(3);
    submitSearch('OFFERING');
    renderApp({ language: 'en' });

    const list = await screen.findByRole('list');
    for (const entry of within(list).getAllByRole('listitem')) {
      expect(within(entry).getByText(/from your origin$/)).toBeVisible();
      expect(within(entry).getByText(/^(Travels on |Not on this date)/)).toBeVisible();
    }
    const i18n = testI18n('en');
    try {
      await act(() => i18n.changeLanguage('de'));
      await waitFor(() => expect(within(list).getAllByText(/vom Start$/)).toHaveLength(3));
      for (const entry of within(list).getAllByRole('listitem')) {
        expect(within(entry).getByText(/^(Fährt am |Nicht an diesem Datum)/)).toBeVisible();
        expect(within(entry).queryByText(/from your origin$/)).toBeNull();
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('no match: the no-match text; the bottom button creates the opposite type', async () => {
    const user = userEvent.setup();
    answerOffers(0);
    submitSearch('OFFERING');
    renderApp({ language: 'en' });

    expect(
      await screen.findByText(
        'Unfortunately, no match could be found. Try again later or create a posting so that others can contact you.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'No drivers? Create a ride request' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/commute-pooling/create/first-step'),
    );
    expect(window.history.state).toEqual({ postingType: 'REQUEST' });
  });

  it('a failed search: the offer failed modal and the error text; trying again searches again', async () => {
    const user = userEvent.setup();
    failRoute('offers.search');
    submitSearch('REQUEST');
    renderApp({ language: 'en' });

    const dialog = await screen.findByRole('dialog', { name: 'Offer failed' });
    expect(dialog).toHaveTextContent(
      'Something went wrong, please try again or contact the support.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Unfortunately, there's an issue. Please try again.",
    );
    // Try again is the primary (filled) button, creating a posting the secondary one.
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveClass('button--secondary');
    expect(screen.getByRole('button', { name: 'No passengers? Offer a ride' })).toHaveClass(
      'button--secondary',
    );

    answerOffers(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 matches, nearest first')).toBeVisible();
  });

  it('German: heading, texts and distances with the decimal comma', async () => {
    answerOffers(3);
    submitSearch('OFFERING');
    renderApp({ language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fahrer' })).toBeVisible();
    const entries = await screen.findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/37\s+m vom Start/);
    expect(entries[2]).toHaveTextContent(/0,1\s+km vom Start/);
    expect(
      screen.getByRole('button', { name: 'Keine Fahrer? Mitfahrgesuch erstellen' }),
    ).toBeVisible();
  });

  it('a new search resets request and offers, cleans the trip cache and returns to the dashboard', async () => {
    const user = userEvent.setup();
    answerOffers(2);
    submitSearch('OFFERING');
    renderApp({ language: 'en' });
    await screen.findByText('2 matches, nearest first');

    await user.click(screen.getByRole('button', { name: 'New search' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(mobilityRequest.mobilityRequestId).toBeNull();
    expect(mobilityRequest.origin).toBeNull();
    expect(queryClient.getQueriesData({ queryKey: offersKeys.searches })).toEqual([]);
    await waitFor(() => expect(calledRoutes).toContain('offers.cleanupTripCache'));
  });

  it('without a submitted request the overview goes to /', async () => {
    visit(OVERVIEW);
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
