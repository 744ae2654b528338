import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { postingDraft } from '@/features/posting-creation/posting-draft-store';
import { renderApp, visit } from '../../support/render-app';
import { FIZ_12, FREISING } from '../../support/builders';
import {
  failRoute,
  overrideRoute,
  usePostingTestBackend,
} from '../../support/posting-test-harness';

usePostingTestBackend();

const user = () => userEvent.setup();
const demoBookings = () => db.bookings.findMany((q) => q.where({ ownerId: 'user-demo' })).length;
const demoBookingIds = () =>
  new Set(
    db.bookings
      .findMany((q) => q.where({ ownerId: 'user-demo' }))
      .map((booking) => booking.bookingId),
  );
/** A complete one-time draft and a chosen route: the overview can create. */
function arrangeCompleteOneTime(description = '') {
  Object.assign(postingDraft, {
    postingType: 'REQUEST',
    tripKind: 'ONE_TIME',
    meetingTime: '2026-11-24T07:30',
    description,
  });
  mobilityRequest.origin = FREISING;
  mobilityRequest.destination = FIZ_12;
}
describe('overview', () => {
  it('shows the summary, a 3-row further-information box, and creates one posting on a double click', async () => {
    arrangeCompleteOneTime();
    visit('/commute-pooling/create/overview');
    renderApp({ language: 'en' });

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^From FIZ 12|^From Freising, 85354 Freising$/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'To FIZ 12, FIZ Forschungs- und Innovationszentrum, Knorrstraße 147, 80937 München',
      }),
    ).toBeVisible();
    expect(screen.getByText('I ride along (looking for a ride)')).toBeVisible();
    expect(screen.getByText('24/11/2026 07:30')).toBeVisible();
    const description = screen.getByRole('textbox', { name: 'Further information (optional)' });
    expect(description).toHaveAttribute('rows', '3');
    await user().type(description, 'one{Enter}two{Enter}three{Enter}four');
    expect(description).toHaveAttribute('rows', '4');
    await user().type(description, '{Enter}five{Enter}six');
    expect(description).toHaveAttribute('rows', '5');

    const before = demoBookingIds();
    await user().dblClick(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(demoBookings()).toBe(before.size + 1);
    // The one posting this double click created (the file's other tests create theirs at the same fake moment).
    const created = db.bookings
      .findMany((q) => q.where({ ownerId: 'user-demo' }))
      .filter((booking) => !before.has(booking.bookingId));
    expect(created).toHaveLength(1);
    expect(created[0]?.travelInfo.integrationInfo).toMatchObject({
      postingType: 'REQUEST',
      recurrence: 'ONE_TIME',
      userInformation: { description: 'one\ntwo\nthree\nfour\nfive\nsix' },
    });
    // The draft is done with.
    expect(postingDraft.tripKind).toBeNull();
    expect(postingDraft.description).toBe('');
  });

  it('two submits before React re-renders still create one posting (the guard is synchronous)', async () => {
    arrangeCompleteOneTime('Guarded.');
    visit('/commute-pooling/create/overview');
    renderApp({ language: 'en' });
    const create = await screen.findByRole('button', { name: 'Create' });
    const form = create.closest('form');
    if (!form) throw new Error('Create is not in a form');
    const before = demoBookings();
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(create).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Creating the posting …' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(demoBookings()).toBe(before + 1);
  });

  it('From and To open the location picker with the target in the navigation state', async () => {
    arrangeCompleteOneTime();
    mobilityRequest.destination = null;
    visit('/commute-pooling/create/overview');
    renderApp({ language: 'en' });
    expect(
      await screen.findByText('Please choose a starting point and a destination.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'To Choose a destination' }));
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/location-picker'));
    expect(window.history.state).toEqual({ type: 'destination' });
  });

  it('a failed creation shows the Error modal, keeps everything typed, and Create works again', async () => {
    arrangeCompleteOneTime('Meeting at the bakery.');
    failRoute('bookings.create');
    visit('/commute-pooling/create/overview');
    renderApp({ language: 'en' });
    await user().click(await screen.findByRole('button', { name: 'Create' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(
      'Your booking could not be processed. Please try again and avoid the characters | $ & % @ < >. If the problem persists, please contact support.',
    );
    await user().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/commute-pooling/create/overview');
    expect(screen.getByRole('textbox', { name: 'Further information (optional)' })).toHaveValue(
      'Meeting at the bakery.',
    );
    expect(postingDraft.meetingTime).toBe('2026-11-24T07:30');

    overrideRoute('bookings.create', () => undefined);
    await user().click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('an incomplete draft is sent to the step that needs input', async () => {
    Object.assign(postingDraft, { tripKind: 'RECURRING', recurringKind: 'RECURRING' });
    visit('/commute-pooling/create/overview');
    renderApp({ language: 'en' });
    await waitFor(() =>
      expect(window.location.pathname).toBe('/commute-pooling/create/third-step-flexible'),
    );
  });
});
