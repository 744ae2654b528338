// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BookingRequestSchema } from '@contract/bookings';
import {
  buildBookingRequest,
  canLeaveSecondStep,
  draftRecurrence,
  emptyDraft,
  isThirdStepComplete,
  resumeRoute,
  type PostingDraft,
} from '@/features/posting-creation/posting-draft';
import { FIZ_12, FREISING, NO_WEEK_DAYS } from '../../support/builders';

const origin = FREISING;
const destination = FIZ_12;
const context = { origin, destination, email: 'max.mustermann@bmw.example' };

const draft = (overrides: Partial<PostingDraft>): PostingDraft => ({
  ...emptyDraft(),
  ...overrides,
});

const iso = (date: Date) => new Date(date).getTime();

describe('the booking request payload (spec section 3)', () => {
  it('one-time: recurrence ONE_TIME, start = end = departure = the chosen time, no week days', () => {
    const request = buildBookingRequest(
      draft({
        postingType: 'REQUEST',
        tripKind: 'ONE_TIME',
        meetingTime: '2026-11-24T07:35',
        // left over from a recurring attempt: must not leak into a one-time posting
        weekDays: { ...NO_WEEK_DAYS, MONDAY: true },
        shift: 'NIGHT_SHIFT',
        description: '  Back at 17:00.  ',
      }),
      context,
    );
    expect(request).not.toBeNull();
    // Trimmed here already: the retry compares this request with the stored posting (src/api/postings.ts).
    expect(request?.integrationInfo.userInformation.description).toBe('Back at 17:00.');
    const parsed = BookingRequestSchema.parse(request);
    expect(parsed).toEqual({
      integrationId: 'commutePooling',
      origin,
      destination,
      departureTime: request?.integrationInfo.periodStart,
      integrationInfo: {
        postingType: 'REQUEST',
        recurrence: 'ONE_TIME',
        periodStart: request?.integrationInfo.periodStart,
        periodEnd: request?.integrationInfo.periodStart,
        weekDays: NO_WEEK_DAYS,
        fleets: [],
        userInformation: { email: 'max.mustermann@bmw.example', description: 'Back at 17:00.' },
      },
    });
    expect(Date.parse(parsed.departureTime)).toBe(iso(new Date(2026, 10, 24, 7, 35)));
  });

  it("shift: the concrete shift as recurrence, from the From day at the shift's time to the end of the Until day", () => {
    const request = buildBookingRequest(
      draft({
        postingType: 'OFFERING',
        tripKind: 'RECURRING',
        recurringKind: 'ANY_SHIFT',
        shift: 'EARLY_SHIFT_ODD_WEEKS',
        departureClock: '06:00',
        returnClock: '14:00',
        periodStart: '2026-11-23',
        periodEnd: '2027-01-29',
        weekDays: { ...NO_WEEK_DAYS, FRIDAY: true },
      }),
      context,
    );
    const parsed = BookingRequestSchema.parse(request);
    expect(parsed.integrationInfo.recurrence).toBe('EARLY_SHIFT_ODD_WEEKS');
    expect(parsed.integrationInfo.postingType).toBe('OFFERING');
    expect(parsed.integrationInfo.weekDays).toEqual(NO_WEEK_DAYS);
    expect(parsed.integrationInfo.fleets).toEqual([]);
    // The time of day travels in "the ISO of the period start" (docs/posting-times.md); the way back as returnTime.
    // At the shift's Berlin time whatever the device's zone (this test runs in UTC).
    expect(parsed.integrationInfo.periodStart).toBe('2026-11-23T06:00:00+01:00');
    expect(Date.parse(parsed.integrationInfo.periodEnd)).toBe(
      iso(new Date(2027, 0, 29, 23, 59, 59)),
    );
    expect(parsed.departureTime).toBe(parsed.integrationInfo.periodStart);
    expect(parsed.integrationInfo.returnTime).toBe('14:00');
    expect(parsed.integrationInfo.userInformation).toEqual({
      email: 'max.mustermann@bmw.example',
      description: '',
    });
  });

  it('flexible: recurrence RECURRING with the chosen week days', () => {
    const weekDays = { ...NO_WEEK_DAYS, MONDAY: true, WEDNESDAY: true, FRIDAY: true };
    const request = buildBookingRequest(
      draft({
        tripKind: 'RECURRING',
        recurringKind: 'RECURRING',
        weekDays,
        shift: 'NIGHT_SHIFT', // left over from the shift screen: ignored
        departureClock: '07:30',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-01',
        description: 'Child seat on board.',
      }),
      context,
    );
    const parsed = BookingRequestSchema.parse(request);
    expect(parsed.integrationInfo.recurrence).toBe('RECURRING');
    expect(parsed.integrationInfo.weekDays).toEqual(weekDays);
    // The usual departure 07:30 on the From day; no time back given: no returnTime at all (the spec's payload).
    expect(parsed.departureTime).toBe('2026-12-01T07:30:00+01:00');
    expect(parsed.integrationInfo.periodStart).toBe(parsed.departureTime);
    expect(parsed.integrationInfo).not.toHaveProperty('returnTime');
    expect(Date.parse(parsed.integrationInfo.periodEnd)).toBe(
      iso(new Date(2026, 11, 1, 23, 59, 59)),
    );
    expect(parsed.integrationInfo.userInformation.description).toBe('Child seat on board.');
  });

  it('is null while something is missing', () => {
    const shift = draft({
      tripKind: 'RECURRING',
      recurringKind: 'ANY_SHIFT',
      shift: 'NIGHT_SHIFT',
      departureClock: '22:00',
      periodStart: '2026-11-23',
      periodEnd: '2026-11-30',
    });
    expect(buildBookingRequest(shift, context)).not.toBeNull();
    expect(buildBookingRequest(shift, { ...context, origin: null })).toBeNull();
    expect(buildBookingRequest(shift, { ...context, destination: null })).toBeNull();
    expect(buildBookingRequest(shift, { ...context, email: null })).toBeNull();
    expect(buildBookingRequest({ ...shift, shift: null }, context)).toBeNull();
    expect(buildBookingRequest({ ...shift, periodEnd: null }, context)).toBeNull();
    expect(buildBookingRequest({ ...shift, tripKind: null }, context)).toBeNull();
    expect(buildBookingRequest({ ...shift, departureClock: null }, context)).toBeNull();
    expect(
      buildBookingRequest(
        { ...shift, recurringKind: 'RECURRING', weekDays: NO_WEEK_DAYS },
        context,
      ),
    ).toBeNull();
    expect(buildBookingRequest(draft({ tripKind: 'ONE_TIME' }), context)).toBeNull();
  });
});

describe('the steps of the draft', () => {
  it('step two needs the trip kind, and for recurring trips the kind of hours', () => {
    expect(canLeaveSecondStep(draft({}))).toBe(false);
    expect(canLeaveSecondStep(draft({ tripKind: 'RECURRING' }))).toBe(false);
    expect(canLeaveSecondStep(draft({ tripKind: 'ONE_TIME' }))).toBe(true);
    expect(canLeaveSecondStep(draft({ tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT' }))).toBe(
      true,
    );
  });

  it('carries ONE_TIME, the selected shift, or RECURRING on', () => {
    expect(draftRecurrence(draft({ tripKind: 'ONE_TIME', recurringKind: 'ANY_SHIFT' }))).toBe(
      'ONE_TIME',
    );
    expect(
      draftRecurrence(
        draft({ tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT', shift: 'NIGHT_SHIFT' }),
      ),
    ).toBe('NIGHT_SHIFT');
    expect(
      draftRecurrence(draft({ tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT' })),
    ).toBeNull();
    expect(draftRecurrence(draft({}))).toBeNull();
    expect(draftRecurrence(draft({ tripKind: 'RECURRING', recurringKind: 'RECURRING' }))).toBe(
      'RECURRING',
    );
  });

  it('step three: shift, its time and both dates; a week day, the departure time and both dates; a date and time', () => {
    const period = { periodStart: '2026-11-23', periodEnd: '2026-11-30', departureClock: '07:30' };
    const shift = draft({ tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT', ...period });
    expect(isThirdStepComplete(shift)).toBe(false);
    expect(isThirdStepComplete({ ...shift, shift: 'NIGHT_SHIFT' })).toBe(true);
    expect(isThirdStepComplete({ ...shift, shift: 'NIGHT_SHIFT', periodStart: null })).toBe(false);
    expect(isThirdStepComplete({ ...shift, shift: 'NIGHT_SHIFT', departureClock: null })).toBe(
      false,
    );
    expect(isThirdStepComplete({ ...shift, shift: 'NIGHT_SHIFT', periodEnd: '2026-11-31' })).toBe(
      false,
    );
    expect(isThirdStepComplete(draft({}))).toBe(false);
    const flexible = draft({ tripKind: 'RECURRING', recurringKind: 'RECURRING', ...period });
    expect(isThirdStepComplete(flexible)).toBe(false);
    expect(isThirdStepComplete({ ...flexible, weekDays: { ...NO_WEEK_DAYS, SUNDAY: true } })).toBe(
      true,
    );
    // The usual departure time is asked for flexible hours: without it step three is not complete.
    expect(
      isThirdStepComplete({
        ...flexible,
        weekDays: { ...NO_WEEK_DAYS, SUNDAY: true },
        departureClock: null,
      }),
    ).toBe(false);
    expect(isThirdStepComplete(draft({ tripKind: 'ONE_TIME' }))).toBe(false);
    expect(
      isThirdStepComplete(draft({ tripKind: 'ONE_TIME', meetingTime: '2026-11-23T08:00' })),
    ).toBe(true);
  });

  it('an incomplete draft resumes at the step that needs input', () => {
    expect(resumeRoute(draft({}))).toBe('/commute-pooling/create/second-step');
    expect(resumeRoute(draft({ tripKind: 'ONE_TIME' }))).toBe(
      '/commute-pooling/create/third-step-onetime',
    );
    expect(resumeRoute(draft({ tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT' }))).toBe(
      '/commute-pooling/create/third-step-shift',
    );
    expect(resumeRoute(draft({ tripKind: 'RECURRING', recurringKind: 'RECURRING' }))).toBe(
      '/commute-pooling/create/third-step-flexible',
    );
    expect(resumeRoute(draft({ tripKind: 'ONE_TIME', meetingTime: '2026-11-23T08:00' }))).toBe(
      '/commute-pooling/create/overview',
    );
  });
});
