import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import { runsBetween } from '@/domain/schedule/schedule';
import type { Booking, TravelInfo } from '@contract/schemas';
import { renderApp, visit } from '../../support/render-app';
import { overrideRoute, usePostingTestBackend } from '../../support/posting-test-harness';
import { visitWithState } from '../../support/app-test-backend';
import { makeScheduledTravelInfo } from '../../support/builders';
import { calendarEventOf, expandCalendar } from '../../support/calendar-file';
import { useDownloadCapture } from '../../support/capture-downloads';
import { findBookingCards } from '../../support/booking-cards';

usePostingTestBackend();
const downloads = useDownloadCapture({
  preload: () => import('@/domain/posting/posting-calendar'),
});

const at = (day: DayKey) => toBerlinIso(atBerlinTime(day, 7, 15));
const booking = (bookingId: string, state: Booking['state'], travelInfo: TravelInfo): Booking => ({
  bookingId,
  state,
  integrationId: 'commutePooling',
  travelInfo,
});

describe('Add to calendar on My page and the own posting', () => {
  it('an active posting with days left offers it on its card; the file holds its days, the user as contact', async () => {
    const user = userEvent.setup();
    const today = berlinDayKey(new Date());
    const flexible = makeScheduledTravelInfo({
      recurrence: 'RECURRING',
      weekDays: ['MONDAY', 'WEDNESDAY'],
      periodStart: at(addDays(today, -7)),
      periodEnd: at(addDays(today, 60)),
      email: 'demo@bmw.example',
    });
    const finished = makeScheduledTravelInfo({
      recurrence: 'ONE_TIME',
      periodStart: at(addDays(today, -3)),
    });
    overrideRoute('bookings.listForUser', () =>
      HttpResponse.json([
        booking('flex', 'active', flexible),
        booking('done', 'finished', finished),
      ]),
    );
    visit('/my-wen');
    renderApp({ language: 'en' });

    const [active, ended] = await findBookingCards();
    const add = within(active!).getByRole('button', { name: 'Add to calendar' });
    // Several cards, several buttons: each says which posting it is for.
    expect(add).toHaveAccessibleDescription(
      new RegExp(`${flexible.origin.name}.*${flexible.destination.name}`),
    );
    expect(within(ended!).queryByRole('button', { name: 'Add to calendar' })).toBeNull();

    await user.click(add);
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file!.type).toBe('text/calendar');
    expect(file!.fileName).toMatch(/^wen-ride-offer-[a-z0-9-]+\.ics$/);
    const text = await file!.text();
    const fourWeeks = addDays(today, 27);
    expect(expandCalendar(text, today, fourWeeks).map((occurrence) => occurrence.day)).toEqual(
      runsBetween(flexible, today, fourWeeks),
    );
    expect(calendarEventOf(text)).toEqual({
      summary: `WEN ride offer: ${flexible.origin.name} → ${flexible.destination.name}`,
      organizer: 'demo@bmw.example',
    });
  });

  it('the posting detail offers it too; without a day left it says so instead (German)', async () => {
    const user = userEvent.setup();
    const today = berlinDayKey(new Date());
    const oneTime = makeScheduledTravelInfo({
      recurrence: 'ONE_TIME',
      periodStart: at(addDays(today, 2)),
      postingType: 'REQUEST',
    });
    visitWithState('/commute-pooling/posting/detail', { travelInfo: oneTime, bookingId: 'x' });
    const view = renderApp({ language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const text = await downloads[0]!.text();
    expect(expandCalendar(text, today, addDays(today, 27)).map((o) => o.day)).toEqual([
      addDays(today, 2),
    ]);
    expect(calendarEventOf(text).summary).toBe(
      `WEN-Mitfahrgesuch: ${oneTime.origin.name} → ${oneTime.destination.name}`,
    );
    view.unmount();

    const past = makeScheduledTravelInfo({
      recurrence: 'ONE_TIME',
      periodStart: at(addDays(today, -1)),
    });
    visitWithState('/commute-pooling/posting/detail', { travelInfo: past, bookingId: 'y' });
    renderApp({ language: 'de' });
    expect(await screen.findByText('Keine Fahrt mehr, die in einen Kalender passt.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zum Kalender hinzufügen' })).toBeNull();
  });

  it('a detail opened from an older history entry (no booking id) shows the posting without the button', async () => {
    const today = berlinDayKey(new Date());
    const oneTime = makeScheduledTravelInfo({
      recurrence: 'ONE_TIME',
      periodStart: at(addDays(today, 2)),
    });
    // Without the booking id the events would have no stable id (importing twice would duplicate them).
    visitWithState('/commute-pooling/posting/detail', { travelInfo: oneTime });
    renderApp({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Route' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByText('No trip left to put in a calendar.')).toBeNull();
  });
});
