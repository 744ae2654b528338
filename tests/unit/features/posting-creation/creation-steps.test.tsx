import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { postingDraft } from '@/features/posting-creation/posting-draft-store';
import { renderApp, visit } from '../../support/render-app';
import { usePostingTestBackend } from '../../support/posting-test-harness';

usePostingTestBackend();

const user = () => userEvent.setup();

function openWithState(path: string, state: unknown) {
  window.history.replaceState(state, '', path);
}
describe('first step', () => {
  it('introduces OFFERING by default', async () => {
    visit('/commute-pooling/create/first-step');
    renderApp({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Offer a ride' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'A car with a driver and free seats' })).toBeVisible();
    expect(screen.queryByText(/Step \d of 3/)).not.toBeInTheDocument();
  });

  it('introduces REQUEST with its own text and image, and carries the type on', async () => {
    openWithState('/commute-pooling/create/first-step', { postingType: 'REQUEST' });
    renderApp({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Look for a ride' })).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'A person with a bag waiting at a meeting point' }),
    ).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/commute-pooling/create/second-step'),
    );
    // From the second step on, the draft carries the type (one source).
    expect(postingDraft.postingType).toBe('REQUEST');
  });
});

describe('second step', () => {
  it('continues only with a kind (and hours for recurring); ONE_TIME clears and disables the hours', async () => {
    visit('/commute-pooling/create/second-step');
    renderApp({ language: 'en' });
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    await user().click(screen.getByRole('radio', { name: 'Recurring' }));
    expect(continueButton).toBeDisabled();
    await user().click(screen.getByRole('radio', { name: 'Shift work' }));
    expect(continueButton).toBeEnabled();

    await user().click(screen.getByRole('radio', { name: 'One-time' }));
    const hours = screen.getByRole('group', { name: 'What are your working hours?' });
    expect(hours).toBeDisabled();
    expect(hours).toHaveAttribute('aria-disabled', 'true');
    expect(within(hours).getByRole('radio', { name: 'Shift work' })).not.toBeChecked();
    expect(postingDraft.recurringKind).toBeNull();
    expect(continueButton).toBeEnabled();

    await user().click(continueButton);
    await waitFor(() =>
      expect(window.location.pathname).toBe('/commute-pooling/create/third-step-onetime'),
    );
  });

  it.each([
    ['Shift work', '/commute-pooling/create/third-step-shift'],
    ['Flexible working hours', '/commute-pooling/create/third-step-flexible'],
  ])('%s leads to %s', async (hours, target) => {
    visit('/commute-pooling/create/second-step');
    renderApp({ language: 'en' });
    await user().click(await screen.findByRole('radio', { name: 'Recurring' }));
    await user().click(screen.getByRole('radio', { name: hours }));
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe(target));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  });
});

describe('third steps', () => {
  it('shift: the five shifts and an empty option; continue needs the shift and both dates (min today)', async () => {
    Object.assign(postingDraft, { tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT' });
    visit('/commute-pooling/create/third-step-shift');
    renderApp({ language: 'en' });
    const shift = await screen.findByRole('combobox', { name: 'Shift' });
    expect(
      within(shift)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Please choose a shift',
      'Early shift in even weeks',
      'Early shift in odd weeks',
      'Permanent early shift',
      'Permanent late shift',
      'Night shift',
    ]);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user().selectOptions(shift, 'Permanent late shift');
    expect(continueButton).toBeDisabled();
    // The shift's times from the site's table, shown and adjustable (src/domain/posting/shift-times.ts).
    expect(screen.getByLabelText('Departure (shift start)')).toHaveValue('14:00');
    expect(screen.getByLabelText('Way back (shift end)')).toHaveValue('22:00');
    await user().selectOptions(shift, 'Permanent early shift');
    expect(screen.getByLabelText('Departure (shift start)')).toHaveValue('06:00');
    expect(screen.getByLabelText('Way back (shift end)')).toHaveValue('14:00');
    fireEvent.change(screen.getByLabelText('Departure (shift start)'), {
      target: { value: '05:40' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Departure (shift start)')).toHaveValue('05:40'),
    );

    // One tap: the field is the browser's own date input (transparent), shown dd/MM/yyyy.
    const fromPicker = screen.getByLabelText('From');
    expect(fromPicker).toHaveAttribute('type', 'date');
    expect(fromPicker).toHaveAttribute('min', '2026-11-23');
    // A past day (typed, the native picker would not offer it) becomes today, and the field says so.
    await user().type(fromPicker, '2026-11-01');
    expect(fromPicker).toHaveValue('2026-11-23');
    expect(screen.getByText('23/11/2026')).toBeVisible();
    expect(screen.getByText('A date in the past is not possible: set to today.')).toHaveAttribute(
      'role',
      'status',
    );

    const untilPicker = screen.getByLabelText('Until');
    expect(untilPicker).toHaveAttribute('min', '2026-11-23');
    await user().type(untilPicker, '2027-02-28');
    expect(screen.getByText('28/02/2027')).toBeVisible();
    expect(screen.queryByText(/is not possible/)).not.toBeInTheDocument();
    expect(continueButton).toBeEnabled();

    // A start after the end moves the end along, and the end's field says why.
    // (as the browser's picker sets it: the whole value at once)
    fireEvent.change(fromPicker, { target: { value: '2027-03-10' } });
    expect(untilPicker).toHaveValue('2027-03-10');
    expect(screen.getByText('Until cannot be before From: set to the From date.')).toBeVisible();

    await user().selectOptions(shift, 'Please choose a shift');
    expect(continueButton).toBeDisabled();
  });

  it('flexible: at least one week day besides the period', async () => {
    Object.assign(postingDraft, {
      tripKind: 'RECURRING',
      recurringKind: 'RECURRING',
      periodStart: '2026-11-24',
      periodEnd: '2026-12-24',
    });
    visit('/commute-pooling/create/third-step-flexible');
    renderApp({ language: 'en' });
    const days = await screen.findByRole('group', { name: 'On which days do you travel?' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user().click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    // The usual departure time is asked too (5-minute steps, as the one-time picker); the time back is optional.
    expect(continueButton).toBeDisabled();
    const departure = screen.getByLabelText('Usual departure time');
    expect(departure).toHaveAttribute('type', 'time');
    expect(departure).toHaveAttribute('step', '300');
    fireEvent.change(departure, { target: { value: '07:32' } });
    // Snapped up to the 5-minute grid.
    await waitFor(() => expect(departure).toHaveValue('07:35'));
    expect(continueButton).toBeEnabled();
    const back = screen.getByLabelText('Usual time back (optional)');
    fireEvent.change(back, { target: { value: '16:30' } });
    expect(postingDraft.returnClock).toBe('16:30');
    await user().click(await screen.findByRole('button', { name: 'Clear time' }));
    await waitFor(() => expect(back).toHaveValue(''));
    expect(continueButton).toBeEnabled();
    await user().click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    expect(continueButton).toBeDisabled();
  });

  it('one-time: date and time dd/MM/yyyy HH:mm in 5-minute steps, never before now', async () => {
    Object.assign(postingDraft, { tripKind: 'ONE_TIME' });
    visit('/commute-pooling/create/third-step-onetime');
    renderApp({ language: 'en' });
    const picker = await screen.findByLabelText('Date and time');
    expect(picker).toHaveAttribute('type', 'datetime-local');
    expect(picker).toHaveAttribute('step', '300');
    // TEST_NOW in the test's zone, rounded up to 5 minutes (it is on the grid already).
    expect(picker).toHaveAttribute('min', '2026-11-23T07:00');
    expect(screen.getByText('Not chosen')).toBeVisible();
    await user().type(picker, '2026-11-23T06:10');
    expect(screen.getByText('23/11/2026 07:00')).toBeVisible();
    expect(
      screen.getByText('A time in the past is not possible: set to the next possible time.'),
    ).toBeVisible();
    expect(postingDraft.meetingTime).toBe('2026-11-23T07:00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('one-time after a search: the searched day is the default, a past search day is not', async () => {
    Object.assign(postingDraft, { tripKind: 'ONE_TIME' });
    Object.assign(mobilityRequest, {
      departureTime: new Date(2026, 10, 26, 8, 2).toISOString(),
      mobilityRequestId: 'search-1',
    });
    visit('/commute-pooling/create/third-step-onetime');
    renderApp({ language: 'de' });
    expect(await screen.findByText('26/11/2026 08:05')).toBeVisible();
    expect(postingDraft.meetingTime).toBe('2026-11-26T08:05');
  });

  it('a third step without its second-step choice goes back to step two', async () => {
    visit('/commute-pooling/create/third-step-shift');
    renderApp({ language: 'en' });
    await waitFor(() =>
      expect(window.location.pathname).toBe('/commute-pooling/create/second-step'),
    );
  });
});
