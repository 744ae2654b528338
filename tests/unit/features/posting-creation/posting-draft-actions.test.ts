import { beforeEach, describe, expect, it } from 'vitest';
import { weekDaysOf } from '@contract/schemas';
import {
  forgetUnconfirmedCreate,
  unconfirmedCreate,
  UNCONFIRMED_CREATE_STORAGE_KEY,
} from '@/api/postings';
import { emptyDraft } from '@/features/posting-creation/posting-draft';
import {
  beginDraft,
  carrySearchedDay,
  postingDraft,
  refreshDraftDates,
  resetDraft,
  setDescription,
  setMeetingTime,
  setPeriodEnd,
  setPeriodStart,
  setRecurringKind,
  setShift,
  setTripKind,
  setWeekDay,
} from '@/features/posting-creation/posting-draft-store';
import { oneTimeBookingRequest } from '../../support/builders';

/** What the creation flow's choices do to the draft (the steps' screens call these). */

// Local times: the rules work on the browser's calendar, whatever its zone.
const NOW = new Date(2026, 10, 21, 10, 5); // Saturday 21 Nov 2026, 10:05:00, on the 5-minute grid

beforeEach(() => {
  Object.assign(postingDraft, emptyDraft());
  forgetUnconfirmedCreate();
});

/** An earlier create whose outcome is unknown (as a lost answer leaves it). */
function leaveUnconfirmedCreate() {
  sessionStorage.setItem(
    UNCONFIRMED_CREATE_STORAGE_KEY,
    JSON.stringify(oneTimeBookingRequest({ departureTime: '2026-11-24T07:00:00+01:00' })),
  );
}

describe('starting a draft', () => {
  it('continues a draft of the same type, drops one of the other type', () => {
    setDescription('Two seats free');
    beginDraft('OFFERING');
    expect(postingDraft.description).toBe('Two seats free');

    leaveUnconfirmedCreate();
    beginDraft('REQUEST');
    expect(postingDraft).toEqual(emptyDraft('REQUEST'));
    // A new posting: the unknown outcome of the old one no longer holds its retry back.
    expect(unconfirmedCreate()).toBeNull();
  });

  it('a reset starts an empty offer unless told the type', () => {
    setTripKind('ONE_TIME');
    resetDraft();
    expect(postingDraft).toEqual(emptyDraft('OFFERING'));
    resetDraft('REQUEST');
    expect(postingDraft.postingType).toBe('REQUEST');
  });
});

describe('step two and three choices', () => {
  it('choosing one-time clears the kind of working hours, choosing recurring keeps it', () => {
    setRecurringKind('ANY_SHIFT');
    expect(postingDraft).toMatchObject({ tripKind: 'RECURRING', recurringKind: 'ANY_SHIFT' });
    setTripKind('RECURRING');
    expect(postingDraft.recurringKind).toBe('ANY_SHIFT');
    setTripKind('ONE_TIME');
    expect(postingDraft).toMatchObject({ tripKind: 'ONE_TIME', recurringKind: null });
  });

  it('keeps the chosen shift, week days and description', () => {
    setShift('NIGHT_SHIFT');
    setWeekDay('MONDAY', true);
    setWeekDay('FRIDAY', true);
    setWeekDay('MONDAY', false);
    setDescription('Child seat on board.');
    expect(postingDraft).toMatchObject({
      shift: 'NIGHT_SHIFT',
      weekDays: weekDaysOf('FRIDAY'),
      description: 'Child seat on board.',
    });
    setShift(null);
    expect(postingDraft.shift).toBeNull();
  });
});

describe('chosen dates', () => {
  it('ignores a day or time that is not one, and keeps what was chosen', () => {
    setPeriodStart('2026-12-01', NOW);
    setPeriodEnd('2026-12-05', NOW);
    setMeetingTime('2026-12-01T08:00', NOW);
    expect(setPeriodStart('2026-02-30', NOW)).toEqual({ start: null, end: null });
    expect(setPeriodEnd('soon', NOW)).toBeNull();
    expect(setMeetingTime('2026-12-01 09:00', NOW)).toBeNull();
    expect(postingDraft).toMatchObject({
      periodStart: '2026-12-01',
      periodEnd: '2026-12-05',
      meetingTime: '2026-12-01T08:00',
    });
  });

  it('a start that keeps the end before it changes nothing else; an end before today is past', () => {
    setPeriodEnd('2026-12-05', NOW);
    expect(setPeriodStart('2026-12-01', NOW)).toEqual({ start: null, end: null });
    expect(postingDraft.periodEnd).toBe('2026-12-05');
    expect(setPeriodEnd('2026-11-20', NOW)).toBe('beforeStart');
    setPeriodStart('2026-11-21', NOW);
    expect(setPeriodEnd('2026-11-20', NOW)).toBe('past');
    expect(postingDraft.periodEnd).toBe('2026-11-21');
  });

  it('now itself is no correction', () => {
    expect(setMeetingTime('2026-11-21T10:05', NOW)).toBeNull();
    expect(postingDraft.meetingTime).toBe('2026-11-21T10:05');
  });
});

describe('the searched day carried into the one-time step', () => {
  const search = {
    departureTime: new Date(2026, 10, 24, 7, 31).toISOString(),
    mobilityRequestId: 'm-1',
  };

  it('takes the searched day at the next possible time', () => {
    carrySearchedDay(search, NOW);
    expect(postingDraft.meetingTime).toBe('2026-11-24T07:35');
  });

  it('keeps a time already chosen; no search or a past day leave the field empty', () => {
    carrySearchedDay({ ...search, mobilityRequestId: null }, NOW);
    expect(postingDraft.meetingTime).toBeNull();
    carrySearchedDay({ ...search, departureTime: new Date(2026, 10, 20).toISOString() }, NOW);
    expect(postingDraft.meetingTime).toBeNull();
    setMeetingTime('2026-11-30T08:00', NOW);
    carrySearchedDay(search, NOW);
    expect(postingDraft.meetingTime).toBe('2026-11-30T08:00');
  });
});

describe('the date rules applied again (a reload the next day)', () => {
  it('moves past days and times to the first possible ones, keeps the rest', () => {
    setPeriodStart('2026-11-21', NOW);
    setPeriodEnd('2026-11-21', NOW);
    setMeetingTime('2026-11-21T18:00', NOW);
    const nextMorning = new Date(2026, 10, 22, 8, 1);
    refreshDraftDates(nextMorning);
    expect(postingDraft).toMatchObject({
      periodStart: '2026-11-22',
      periodEnd: '2026-11-22',
      meetingTime: '2026-11-22T08:05',
    });
    setPeriodEnd('2026-11-30', nextMorning);
    refreshDraftDates(nextMorning);
    expect(postingDraft).toMatchObject({ periodStart: '2026-11-22', periodEnd: '2026-11-30' });
  });
});
