import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import type { MobilityRequest } from '@contract/offers';
import { renderApp, visit } from '../../support/render-app';
import { overrideRoute, useFindTestBackend } from '../../support/find-test-backend';
import { makeOffer, offersResponse } from '../../support/builders';
import {
  answerOffers,
  DETAIL,
  OVERVIEW,
  startSignedIn,
  submitSearch,
} from '../../support/offers-search';

useFindTestBackend();
beforeEach(startSignedIn);

describe('offer detail', () => {
  it('opens from the list: poster, distances, departure, e-mail, further information and the mail draft', async () => {
    const user = userEvent.setup();
    overrideRoute('offers.search', async (request) => {
      const body = (await request.json()) as MobilityRequest;
      return HttpResponse.json(
        offersResponse(body.mobilityRequestId, [
          makeOffer('a', 1250, 80, {
            givenName: 'Jürgen',
            description: 'Ich fahre über die A9.\nTreffpunkt: Parkplatz Nord & Tor 2',
          }),
        ]),
      );
    });
    submitSearch('OFFERING');
    renderApp({ language: 'en' });

    await user.click(await screen.findByRole('link', { name: /^Jürgen Muster/ }));
    await waitFor(() => expect(window.location.pathname).toBe(DETAIL));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jürgen Muster' })).toBeVisible();
    expect(screen.getByText('EF-3')).toBeVisible();
    expect(screen.getByText(/1\.3\s+km from your origin/)).toBeVisible();
    expect(screen.getByText(/80\s+m from your destination/)).toBeVisible();
    // A posting's time of day is Berlin's (the company's zone), whatever the machine's (docs/posting-times.md).
    expect(screen.getByText('One-time on 23/11/2026 at 07:15')).toBeVisible();
    expect(screen.getByText('poster.a@bmw.example')).toBeVisible();
    const description = screen.getByRole('textbox', { name: 'Further information' });
    expect(description).toHaveAttribute('readonly');
    expect(description).toHaveValue('Ich fahre über die A9.\nTreffpunkt: Parkplatz Nord & Tor 2');

    const href = screen.getByRole('link', { name: 'Write an e-mail' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:poster.a%40bmw.example?subject=')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe(
      'WEN car pool: Start a – FIZ Forschungs- und Innovationszentrum',
    );
    expect(query.get('body')).toContain('Hello Jürgen Muster,');
    // Which trip (route, the searched day, the time, where the passenger is picked up and where to) and who
    // writes: the draft ends with the sender's name.
    expect(query.get('body')).toMatch(/\(.+ – .+\)/);
    expect(query.get('body')).toMatch(/\nDate: \d\d\/\d\d\/\d{4}\n/);
    expect(query.get('body')).toContain('\nDeparture: 07:15\n');
    expect(query.get('body')).toMatch(/\nPick-up point: \S.*\nDestination: \S.*\n/);
    expect(query.get('body')).toMatch(/Best regards\n\S.*\S$/);
    expect(href).not.toMatch(/[ \n&](?!body=)/);
  });

  it('without a travelInfo state and without a search: to /', async () => {
    visit(DETAIL);
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('without a travelInfo state but with a search: back to the overview', async () => {
    answerOffers(1);
    submitSearch('OFFERING');
    renderApp({ language: 'en' });
    expect(await screen.findByText('1 match, nearest first')).toBeVisible();
    act(() => navigate(DETAIL));
    await waitFor(() => expect(window.location.pathname).toBe(OVERVIEW));
    expect(await screen.findByText('1 match, nearest first')).toBeVisible();
  });
});
