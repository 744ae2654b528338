import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/schedule/berlin-days';
import { runsBetween } from '@/domain/schedule/schedule';
import { renderApp } from '../../support/render-app';
import { useFindTestBackend } from '../../support/find-test-backend';
import { makeScheduledOffer } from '../../support/builders';
import { calendarEventOf, expandCalendar } from '../../support/calendar-file';
import { useDownloadCapture } from '../../support/capture-downloads';
import {
  at,
  nextTuesday,
  searchOn,
  startSignedInSwitchOff,
  today,
} from '../../support/offers-search';

useFindTestBackend();
const downloads = useDownloadCapture({
  preload: () => import('@/domain/posting/posting-calendar'),
});
beforeEach(startSignedInSwitchOff);

describe('Add to calendar on an offer', () => {
  it('is offered once the user has written to the poster; the file has the poster as contact and the days it runs', async () => {
    const user = userEvent.setup();
    const tuesday = nextTuesday();
    const early = makeScheduledOffer('early', 100, 100, {
      recurrence: 'EARLY_SHIFT_EVEN_WEEKS',
      givenName: 'Natalie',
      email: 'natalie@bmw.example',
      periodStart: at(addDays(today, -14)),
      periodEnd: at(addDays(today, 120)),
    });
    searchOn(tuesday, [early]);
    const view = renderApp({ language: 'en' });
    await user.click(await screen.findByRole('link', { name: /^Natalie/ }));
    const contact = await screen.findByRole('link', { name: 'Write an e-mail' });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    const entries = window.history.length;

    await user.click(contact);
    expect(screen.getByText('Agreed? Put the trips in your calendar.')).toBeVisible();
    // Kept in the detail's own history entry (no new one: back still leads to the list), over a reload.
    expect(window.history.length).toBe(entries);
    view.unmount();
    renderApp({ language: 'en' });
    expect(await screen.findByText('Agreed? Put the trips in your calendar.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toMatch(/^wen-car-pool-with-natalie-muster-.+\.ics$/);
    const text = await downloads[0]!.text();
    const fourWeeks = addDays(today, 27);
    const days = expandCalendar(text, today, fourWeeks).map((occurrence) => occurrence.day);
    expect(days).toEqual(runsBetween(early, today, fourWeeks));
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect(calendarEventOf(text)).toEqual({
      summary: `WEN car pool with Natalie Muster: ${early.origin.name} → ${early.destination.name}`,
      organizer: 'natalie@bmw.example',
    });
  });
});
