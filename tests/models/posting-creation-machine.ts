import { setup } from 'xstate';
import { checks } from './model-harness';

/**
 * The machine of the posting creation model (posting-creation-model.ts).
 * Posting creation (spec section 2 Creation flow, section 4 Booking creation, section 5 Second and Third step
 * rules, section 8 Booking creation failure): the posting type, each trip kind and shift branch, the continue
 * gates, going back, the overview, creating (busy, success, failure).
 */

type PostingEvent = { type: EventType };
type EventType =
  | 'ENTER_OFFERING'
  | 'ENTER_REQUEST'
  | 'CONTINUE'
  | 'CHOOSE_ONE_TIME'
  | 'CHOOSE_RECURRING'
  | 'CHOOSE_SHIFT_WORK'
  | 'CHOOSE_FLEXIBLE_HOURS'
  | 'BACK'
  | 'CHOOSE_SHIFT'
  | 'PICK_PERIOD'
  | 'PICK_PERIOD_FROM_PAST'
  | 'CHECK_WEEKDAY'
  | 'PICK_DATE_TIME'
  | 'CHOOSE_ROUTE'
  | 'CREATE'
  | 'CREATE_FAILS'
  | 'CREATE_HANGS'
  | 'CLOSE_DIALOG';

export const postingCreationMachine = setup({
  types: { events: {} as PostingEvent },
}).createMachine({
  id: 'postingCreation',
  initial: 'closed',
  states: {
    closed: {
      on: {
        ENTER_OFFERING: checks('introOffering', '2.creation-flow'),
        ENTER_REQUEST: checks('introRequest', '2.creation-flow'),
      },
    },
    introOffering: { on: { CONTINUE: checks('kindMissing', '5.second-step') } },
    introRequest: { on: { CONTINUE: checks('kindMissing', '5.second-step') } },
    // Second step: continue only with a kind, and for recurring with the working hours.
    kindMissing: {
      on: {
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
        CHOOSE_RECURRING: checks('hoursMissing', '5.second-step'),
      },
    },
    hoursMissing: {
      on: {
        CHOOSE_SHIFT_WORK: checks('shiftWorkChosen', '5.second-step'),
        CHOOSE_FLEXIBLE_HOURS: checks('flexibleChosen', '5.second-step'),
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
      },
    },
    // ONE_TIME clears the working hours and greys them out.
    oneTimeChosen: {
      on: {
        CONTINUE: checks('oneTimeEmpty', '2.creation-flow'),
        CHOOSE_RECURRING: checks('hoursMissing', '5.second-step'),
      },
    },
    shiftWorkChosen: {
      on: {
        CONTINUE: checks('shiftEmpty', '5.third-step.shift'),
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
      },
    },
    flexibleChosen: {
      on: {
        CONTINUE: checks('flexibleEmpty', '5.third-step.flexible'),
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
      },
    },
    // Third steps: back keeps the second step's choice.
    shiftEmpty: {
      on: {
        CHOOSE_SHIFT: checks('shiftChosen', '5.third-step.shift'),
        BACK: checks('shiftWorkChosen', '2.creation-flow'),
      },
    },
    shiftChosen: { on: { PICK_PERIOD: checks('shiftReady', '5.third-step.shift') } },
    shiftReady: { on: { CONTINUE: checks('routeMissing', '2.creation-flow') } },
    flexibleEmpty: {
      on: {
        // A past start and an end before the start first (corrected, saying so), then the period.
        PICK_PERIOD_FROM_PAST: checks(
          'weekdayMissing',
          '5.third-step.flexible',
          '5.third-step.period',
          '4.date.start-past',
          '4.date.end-before-start',
        ),
        BACK: checks('flexibleChosen', '2.creation-flow'),
      },
    },
    weekdayMissing: { on: { CHECK_WEEKDAY: checks('flexibleReady', '5.third-step.flexible') } },
    flexibleReady: { on: { CONTINUE: checks('routeMissing', '2.creation-flow') } },
    oneTimeEmpty: {
      on: {
        // A time earlier than now first (reset to the next possible time, saying so), then a later one.
        PICK_DATE_TIME: checks('oneTimeReady', '2.creation-flow', '4.date.one-time-past'),
        BACK: checks('oneTimeChosen', '2.creation-flow'),
      },
    },
    oneTimeReady: { on: { CONTINUE: checks('routeMissing', '2.creation-flow') } },
    // Overview: Create needs From and To; it is disabled while creating.
    routeMissing: {
      on: {
        CHOOSE_ROUTE: checks(
          'readyToCreate',
          '2.creation-flow',
          '4.location-search',
          '5.location-min-length',
        ),
      },
    },
    readyToCreate: {
      on: {
        CREATE: checks('created', '4.booking-creation.success'),
        CREATE_FAILS: checks(
          'createFailed',
          '4.booking-creation.failure',
          '8.booking-creation-failure',
        ),
        CREATE_HANGS: checks('creating', '4.booking-creation.progress'),
      },
    },
    creating: {},
    createFailed: { on: { CLOSE_DIALOG: checks('readyToCreate', '4.modal') } },
    created: {},
  },
});
