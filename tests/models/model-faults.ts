import { cancelArchiveModel } from './cancel-archive-model';
import type { Fault } from './driver';
import { loginModel } from './login-model';
import { type ModelDefinition, type PathContext } from './model-harness';
import { offerSearchModel, showsOffersFailure } from './offer-search-model';
import { postingCreationModel } from './posting-creation-model';
import { termsModel } from './terms-model';

/**
 * Paths × faults (issue 23): every model transition whose event makes a call the person waits for runs once more
 * with each fault of that call (a server error, no answer at all, an answer that never comes), on a path of its
 * model: the path up to the transition with every state checked, the fault, the spec's message for it (section 8),
 * back to where the person was with their input, the same event again once the fault has cleared, then on by the
 * shortest way to an end state of the model, every state checked. The model's own *_FAILS events check one fault
 * each; this checks all three on every calling transition, and that the path goes on after them.
 */

export type FaultKindName = '500' | 'network error' | 'hang';

export const MODEL_FAULT_KINDS: ReadonlyArray<{ name: FaultKindName; fault: Fault }> = [
  { name: '500', fault: { status: 500 } },
  { name: 'network error', fault: 'network-error' },
  { name: 'hang', fault: 'hang' },
];

/** A call a model event makes, and what the person sees when it fails. */
export interface CallFault {
  /** The model event whose action makes the call. */
  event: string;
  /** The call, by its contract route (dotted name). */
  route: string;
  /** What the spec says the person sees when the call fails this way (checked right after the event's action). */
  expectFailure: (context: PathContext, kind: FaultKindName) => Promise<void>;
  /** Back to the screen before the call (e.g. closing the failure's dialog); nothing when nothing is in the way. */
  dismiss?: (context: PathContext, kind: FaultKindName) => Promise<void>;
  /**
   * The model state the app is in after the dismissal, when it is not the transition's source (e.g. the login
   * form after a failed first submit, filled in). The event must lead from it to the transition's target.
   */
  backTo?: string;
}

export interface ModelFaults {
  model: ModelDefinition;
  calls: readonly CallFault[];
}

const noAnswer = (kind: FaultKindName) => kind === 'network error' || kind === 'hang';

/** A send that got no answer says so (issue 16); any other failure shows the catalogue's dialog. */
async function sendFailure(
  { driver }: PathContext,
  kind: FaultKindName,
  catalogue: { title: string; text: RegExp },
): Promise<void> {
  if (noAnswer(kind)) await driver.expectDialog('Keine Verbindung', /keine Antwort vom Server/);
  else await driver.expectDialog(catalogue.title, catalogue.text);
}

const closeDialog = ({ driver }: PathContext) => driver.closeDialog();

const CANCEL_ARCHIVE_FAILURE = { title: 'Fehler', text: /^Es ist ein Fehler aufgetreten/ };

/**
 * A failed offer search (section 8, Offers failure), whatever the fault: the modal 'offer failed' over the overview,
 * which says there is an issue. It is a search, not a send: no answer at all is told the same way.
 */
const OFFER_SEARCH_FAILURE: Pick<CallFault, 'route' | 'expectFailure'> = {
  route: 'offers.search',
  expectFailure: (context) => showsOffersFailure(context),
};

/** After a failed Find: the modal closed, and back to the dashboard, where the request is still set. */
const closeDialogAndGoBack = async (context: PathContext) => {
  await closeDialog(context);
  await context.driver.click('link', 'Zurück');
};

export const MODEL_FAULTS: readonly ModelFaults[] = [
  {
    model: loginModel,
    calls: [
      {
        event: 'SUBMIT_VALID',
        route: 'auth.login',
        // Section 8 Login failure: any other status (and no answer) gives the generic login failure.
        expectFailure: ({ driver }) =>
          driver.expectDialog(
            'Anmeldung fehlgeschlagen',
            'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
          ),
        dismiss: closeDialog,
        // The form keeps what was typed: the login form, filled in, whether it was empty before or not.
        backTo: 'emailLogin',
      },
    ],
  },
  {
    model: termsModel,
    calls: [
      {
        event: 'ACCEPT',
        route: 'users.acceptTerms',
        // Section 8: accept terms failures reset state only, no message; no answer at all says so (issue 16).
        expectFailure: async (context, kind) => {
          const { driver } = context;
          if (noAnswer(kind))
            await driver.expectDialog('Keine Verbindung', /keine Antwort vom Server/);
          else await driver.expectNoDialog();
          await driver.expectPath('/terms-and-conditions');
        },
        dismiss: async (context, kind) => {
          if (noAnswer(kind)) await closeDialog(context);
        },
      },
      {
        event: 'SUBMIT_EMAIL',
        route: 'users.updateEmail',
        expectFailure: (context, kind) =>
          sendFailure(context, kind, {
            title: 'Fehler',
            text: /Ihre Anfrage konnte nicht bearbeitet werden/,
          }),
        dismiss: closeDialog,
      },
    ],
  },
  {
    model: cancelArchiveModel,
    calls: [
      {
        event: 'CANCEL',
        route: 'bookings.cancel',
        expectFailure: (context, kind) => sendFailure(context, kind, CANCEL_ARCHIVE_FAILURE),
        dismiss: closeDialog,
      },
      {
        event: 'REMOVE',
        route: 'bookings.archive',
        expectFailure: (context, kind) => sendFailure(context, kind, CANCEL_ARCHIVE_FAILURE),
        dismiss: closeDialog,
      },
    ],
  },
  {
    model: postingCreationModel,
    calls: [
      {
        event: 'CREATE',
        route: 'bookings.create',
        expectFailure: (context, kind) =>
          sendFailure(context, kind, {
            title: 'Fehler',
            text: /^Ihr Inserat konnte nicht bearbeitet werden/,
          }),
        dismiss: closeDialog,
      },
    ],
  },
  {
    model: offerSearchModel,
    calls: [
      { event: 'FIND_DRIVERS', ...OFFER_SEARCH_FAILURE, dismiss: closeDialogAndGoBack },
      { event: 'FIND_PASSENGERS', ...OFFER_SEARCH_FAILURE, dismiss: closeDialogAndGoBack },
      // Trying again after a failure fails again: the same modal, closed, the failure's screen again.
      { event: 'RETRY', ...OFFER_SEARCH_FAILURE, dismiss: closeDialog },
    ],
  },
];
