import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@contract/schemas';
import { db } from '@mocks/node';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { firstFrameCards } from '@/features/bookings/progressive-booking-list';
import { renderApp, visit } from '../../support/render-app';
import {
  failRoute,
  overrideRoute,
  usePostingTestBackend,
} from '../../support/posting-test-harness';
import { FIZ_12 } from '../../support/builders';
import { findBookingCards } from '../../support/booking-cards';

usePostingTestBackend();

const user = () => userEvent.setup();
const cards = () => screen.getAllByRole('article');
const statusOf = (card: HTMLElement) =>
  card.querySelector('.booking-card__status')?.textContent ?? '';

/** Holds a route's answer until released (to see the in-between state). */
function holdRoute(routeName: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  overrideRoute(routeName, async () => {
    await gate;
    return undefined;
  });
  return () => release();
}

async function openMyPage() {
  visit('/my-wen');
  renderApp({ language: 'en' });
  expect(
    await screen.findByRole('status', { name: 'Loading your postings …' }),
  ).toBeInTheDocument();
  await findBookingCards();
}

/** `count` active postings of the demo user, one minute apart in departure (from a seeded one). */
function activePostings(count: number): Booking[] {
  const template = db.bookings.findFirst((q) => q.where({ ownerId: 'user-demo', state: 'active' }));
  if (!template) throw new Error('no active posting');
  return Array.from({ length: count }, (_, index) => ({
    bookingId: `bulk-${index}`,
    state: 'active',
    integrationId: 'commutePooling',
    travelInfo: {
      ...template.travelInfo,
      departureTime: new Date(Date.UTC(2026, 11, 1, 7, index)).toISOString(),
    },
  }));
}

describe('My page', () => {
  it('shows the profile card with names, numbers joined by " / ", e-mail and the delete-account mail', async () => {
    await openMyPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My WEN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Max Mustermann' });
    expect(profile).toHaveTextContent('EF-3 Fahrzeugentwicklung');
    expect(profile).toHaveTextContent('10023456 / Q123456');
    expect(profile).toHaveTextContent('demo@bmw.example');

    const href =
      within(profile).getByRole('link', { name: 'Delete account' }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('wen-support@example-carmaker.com');
    const subject = url.searchParams.get('subject');
    const body = url.searchParams.get('body') ?? '';
    expect(subject).toBe('WEN: request to delete my account');
    expect(body).toContain('please delete my WEN account');
    expect(body).toContain('E-mail: demo@bmw.example');
    expect(body).toContain('User id: user-demo');
    // Every part is encoded: no raw spaces, line breaks or '@' in the query.
    expect(href.split('?')[1]).not.toMatch(/[ \n@]/);
  });

  it('lists the car-pooling postings without archived ones, ended ones last, each in order of departure', async () => {
    await openMyPage();
    const own = db.bookings.findMany((q) => q.where({ ownerId: 'user-demo' }));
    const listed = own.filter((booking) => booking.state !== 'archived');
    expect(own.some((booking) => booking.state === 'archived')).toBe(true);
    expect(cards()).toHaveLength(Math.min(listed.length, 20));

    const statuses = cards().map(statusOf);
    const firstEnded = statuses.findIndex((text) => /cancelled|expired|finished/.test(text));
    expect(firstEnded).toBeGreaterThan(0);
    expect(
      statuses.slice(firstEnded).every((text) => /cancelled|expired|finished/.test(text)),
    ).toBe(true);
    // Every state of the seed is there, with its status line.
    expect(statuses).toEqual(expect.arrayContaining([expect.stringMatching(/ · posting active$/)]));
    // The states the spec maps to '-' keep their trip kind: 'One-time · -' or 'Recurring · -', never '-' alone.
    expect(statuses).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(One-time|Recurring) · -$/)]),
    );
    expect(statuses).not.toContain('-');
    // A recurring posting says when it runs: days or shift, period (DD.MM.YYYY) and time.
    const schedules = cards()
      .map((card) => card.querySelector('.booking-card__schedule')?.textContent ?? '')
      .filter(Boolean);
    expect(schedules.length).toBeGreaterThan(0);
    for (const schedule of schedules) {
      expect(schedule).toMatch(/^.+ · \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4} · \d\d:\d\d$/);
    }
  });

  it('cancels a posting after a confirmation naming it: disabled with a spinner meanwhile, then the entry is cancelled, offers Remove and a message says so', async () => {
    await openMyPage();
    const card = cards().find((entry) => within(entry).queryByRole('button', { name: 'Cancel' }));
    if (!card) throw new Error('no cancellable posting');
    const release = holdRoute('bookings.cancel');
    const cancel = within(card).getByRole('button', { name: 'Cancel' });
    await user().click(cancel);
    // Nothing happens before the user confirms, and the focus sits on keeping the posting.
    const dialog = screen.getByRole('dialog', { name: 'Cancel this posting?' });
    const [origin, destination] = [...card.querySelectorAll('.booking-card__place')].map(
      (place) => place.textContent ?? '',
    );
    expect(dialog).toHaveTextContent(`${origin} → ${destination}`);
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(cancel).toBeEnabled();
    await user().click(within(dialog).getByRole('button', { name: 'Keep it' }));
    // Kept: nothing was sent, the card is as it was.
    expect(cancel).toBeEnabled();
    expect(within(card).queryByText('Cancelling …')).toBeNull();
    await user().click(cancel);
    await user().click(screen.getByRole('button', { name: 'Cancel posting' }));
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Cancelling …');

    release();
    await waitFor(() => expect(statusOf(card)).toMatch(/ · posting cancelled$/));
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(await screen.findByText(/^Posting .+ cancelled\.$/)).toBeVisible();
  });

  it('removes a posting after a confirmation naming it (Keep sends nothing): it disappears, and the mobility request is reset', async () => {
    mobilityRequest.origin = FIZ_12;
    await openMyPage();
    const removable = cards().filter((entry) =>
      within(entry).queryByRole('button', { name: 'Remove' }),
    );
    const card = removable[0];
    if (!card) throw new Error('no removable posting');
    const route = within(card).getAllByRole('button')[0]?.textContent;
    let archiveCalls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    overrideRoute('bookings.archive', async () => {
      archiveCalls += 1;
      await gate;
      return undefined;
    });
    const remove = within(card).getByRole('button', { name: 'Remove' });
    await user().click(remove);
    // Asked first, naming the posting; the focus sits on keeping it.
    const dialog = screen.getByRole('dialog', { name: 'Remove this posting?' });
    const [origin, destination] = [...card.querySelectorAll('.booking-card__place')].map(
      (place) => place.textContent ?? '',
    );
    expect(dialog).toHaveTextContent(`${origin} → ${destination}`);
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user().click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(archiveCalls).toBe(0);
    expect(remove).toBeEnabled();

    await user().click(remove);
    await user().click(screen.getByRole('button', { name: 'Remove posting' }));
    expect(remove).toBeDisabled();
    expect(archiveCalls).toBe(1);
    release();
    await waitFor(() => expect(card).not.toBeInTheDocument());
    expect(
      cards().map((entry) => within(entry).getAllByRole('button')[0]?.textContent),
    ).not.toContain(route);
    expect(mobilityRequest.origin).toBeNull();
  });

  it.each([
    ['bookings.cancel', 'Cancel'],
    ['bookings.archive', 'Remove'],
  ])('a failed %s shows the Error modal and keeps the entry', async (routeName, button) => {
    await openMyPage();
    const card = cards().find((entry) => within(entry).queryByRole('button', { name: button }));
    if (!card) throw new Error(`no posting with ${button}`);
    const statusBefore = statusOf(card);
    failRoute(routeName);
    await user().click(within(card).getByRole('button', { name: button }));
    await user().click(
      screen.getByRole('button', {
        name: button === 'Cancel' ? 'Cancel posting' : 'Remove posting',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(
      'An error occurred. If it keeps happening, please contact support.',
    );
    expect(statusOf(card)).toBe(statusBefore);
    expect(within(card).getByRole('button', { name: button })).toBeEnabled();
  });

  it('a tap on the card opens the own posting read-only; without state the detail goes to My page', async () => {
    await openMyPage();
    const card = cards()[0];
    if (!card) throw new Error('no posting');
    await user().click(within(card).getByText(/posting|-$|period ended$/, { selector: 'span' }));
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/posting/detail'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My posting' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Route' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Further information' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel|Remove|Create/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    window.history.replaceState(null, '', '/commute-pooling/posting/detail');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/my-wen'));
  });

  it('the help button goes to the car-pooling help', async () => {
    await openMyPage();
    const help = within(cards()[0] as HTMLElement).getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/commute-pooling/help');
  });

  it('renders a long list (250 postings) progressively: a screenful first, then 20 without any action, more on request', async () => {
    const many = activePostings(250);
    overrideRoute('bookings.listForUser', () => HttpResponse.json(many));
    visit('/my-wen');
    renderApp({ language: 'en' });
    // The first frame: a screenful of cards (jsdom's window is 768 px tall), the list busy until the page is in.
    expect(await screen.findAllByRole('article')).toHaveLength(firstFrameCards());
    expect(firstFrameCards()).toBe(4);
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(await findBookingCards()).toHaveLength(20);
    expect(screen.getByText('20 of 250 postings shown')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Show more postings (230 left)' }));
    expect(cards()).toHaveLength(40);
  });

  it('a posting cancelled from a long list stays where it was for this visit and says so', async () => {
    let many = activePostings(30);
    overrideRoute('bookings.listForUser', () => HttpResponse.json(many));
    overrideRoute('bookings.cancel', (request) => {
      const id = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
      many = many.map((booking) =>
        booking.bookingId === id ? { ...booking, state: 'cancelled' } : booking,
      );
      return HttpResponse.json({});
    });
    visit('/my-wen');
    renderApp({ language: 'en' });
    expect(await findBookingCards()).toHaveLength(20);
    const first = cards()[0]!;
    const heading = first.querySelector('h3')?.textContent ?? '';
    await user().click(within(first).getByRole('button', { name: 'Cancel' }));
    await user().click(screen.getByRole('button', { name: 'Cancel posting' }));
    expect(await screen.findByText(/^Posting .+ cancelled\.$/)).toBeVisible();
    // Kept in its place (first) for this visit, not moved behind the other 29; the card says what happened.
    await waitFor(() => expect(statusOf(cards()[0]!)).toMatch(/ · posting cancelled$/));
    expect(cards()[0]!.querySelector('h3')?.textContent).toBe(heading);
    expect(within(cards()[0]!).getByText(/^Just cancelled: /)).toBeVisible();
    expect(cards()).toHaveLength(20);
  });

  it('the logout icon ends the session and leads to the login', async () => {
    await openMyPage();
    await user().click(screen.getByRole('button', { name: 'Log out' }));
    await user().click(screen.getByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('a failed load says so and offers to try again', async () => {
    failRoute('bookings.listForUser');
    visit('/my-wen');
    renderApp({ language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your postings could not be loaded.',
    );
    overrideRoute('bookings.listForUser', () => undefined);
    // The only way on is the primary (filled) button.
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveClass('button--secondary');
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findBookingCards()).not.toHaveLength(0);
  });
});
