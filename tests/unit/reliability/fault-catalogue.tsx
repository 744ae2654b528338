import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { postingDraft } from '@/features/posting-creation/posting-draft-store';
import {
  closeDialog,
  expectThanks,
  fill,
  journeyUser as user,
  launchApp as launch,
  press,
} from '../support/app-journey';
import { findBookingCards } from '../support/booking-cards';
import {
  ACTIVE,
  type CallGroup,
  ENDED,
  cancelItem,
  demoEmail,
  dialogNamed,
  expectSendFailure,
  firstBookingItemId,
  focusUntilUserReloaded,
  itemById,
  password,
  startButton,
  startSignedIn,
  storeDachauToFizRequest,
  waitForDashboard,
} from './fault-catalogue-steps';

/**
 * The fault catalogue (issue 9) in jsdom: for each group of calls, a 500, a network error, a hang past the client
 * timeout and a malformed body, injected into the fake backend (mocks/faults.ts, the same switch the browser's
 * service worker reads) while the real app runs against it. The app shows the catalogue's message for the call
 * (spec section 8), never a blank screen, and works again once the fault is cleared. The browser keeps one
 * representative per fault kind (tests/e2e/reliability-faults.spec.ts: the path through the service worker).
 *
 * The hang: the test file runs the app's request timeout as the mock build does (the tab's override is read; see
 * the vi.mock of '@/lib/env' in each faults-*.test.tsx), and a hang case sets it to HANG_TIMEOUT_MS.
 */

export const FAULT_GROUPS: readonly CallGroup[] = [
  {
    group: 'auth: login',
    route: 'auth.login',
    arrange: async () => {
      launch('/login/email');
      await fill(await screen.findByLabelText(/e-mail/i), demoEmail);
      await fill(screen.getByLabelText(/passwort/i), password);
    },
    failAndExpect: async () => {
      await press('Anmelden');
      const dialog = await dialogNamed('Anmeldung fehlgeschlagen');
      expect(dialog).toHaveTextContent(
        'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      );
      await closeDialog();
      expect(screen.getByLabelText(/e-mail/i)).toHaveValue(demoEmail);
    },
    recover: async () => {
      await press('Anmelden');
      await waitForDashboard();
    },
  },
  {
    group: 'user: /users/me at start-up',
    route: 'users.me',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
    },
    failAndExpect: async () => {
      launch('/dashboard');
      // The stored token could not be checked: no message (section 8), a logged-out start, never blank.
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    recover: async () => {
      launch('/dashboard');
      await screen.findByRole('heading', { level: 1 });
      if (window.location.pathname.startsWith('/login')) {
        if (window.location.pathname !== '/login/email') launch('/login/email');
        await fill(await screen.findByLabelText(/e-mail/i), demoEmail);
        await fill(screen.getByLabelText(/passwort/i), password);
        await press('Anmelden');
      }
      await waitForDashboard();
    },
  },
  {
    group: 'user: /users/me refresh',
    route: 'users.me',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
    },
    failAndExpect: async () => {
      await focusUntilUserReloaded();
      // State reset only: no message, still signed in on the dashboard.
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitForDashboard();
    },
    recover: async () => {
      await focusUntilUserReloaded();
      await waitForDashboard();
    },
  },
  {
    group: 'bookings: list on My page',
    route: 'bookings.listForUser',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
    },
    failAndExpect: async () => {
      await user.click(screen.getByRole('link', { name: 'Mein WEN' }));
      await screen.findByText('Ihre Inserate konnten nicht geladen werden.');
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    recover: async () => {
      await press('Erneut versuchen');
      await findBookingCards();
    },
  },
  {
    group: 'bookings: create',
    route: 'bookings.create',
    arrange: async () => {
      await startSignedIn('/commute-pooling/create/overview', () => {
        storeDachauToFizRequest();
        Object.assign(postingDraft, {
          postingType: 'OFFERING',
          tripKind: 'ONE_TIME',
          meetingTime: '2026-11-26T17:00',
          description: 'Zwei Plätze frei.',
        });
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Erstellen' })).toBeEnabled());
    },
    readsMalformedAsSuccess: true,
    failAndExpect: async (kind) => {
      await press('Erstellen');
      await expectSendFailure(kind, 'Ihr Inserat konnte nicht bearbeitet werden');
      await closeDialog();
      expect(window.location.pathname).toBe('/commute-pooling/create/overview');
      expect(screen.getByLabelText('Weitere Informationen (optional)')).toHaveValue(
        'Zwei Plätze frei.',
      );
    },
    recover: async () => {
      await press('Erstellen');
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    },
  },
  {
    group: 'bookings: cancel',
    route: 'bookings.cancel',
    arrange: async () => {
      await startSignedIn('/my-wen');
      await firstBookingItemId(ACTIVE);
    },
    readsMalformedAsSuccess: true,
    failAndExpect: async (kind) => {
      const id = await firstBookingItemId(ACTIVE);
      await cancelItem(id);
      await expectSendFailure(kind, 'Es ist ein Fehler aufgetreten.');
      await closeDialog();
      expect(itemById(id)).toHaveTextContent(ACTIVE);
    },
    recover: async () => {
      const id = await firstBookingItemId(ACTIVE);
      await cancelItem(id);
      await waitFor(() => expect(itemById(id)).toHaveTextContent(' · Inserat storniert'));
    },
  },
  {
    group: 'bookings: archive',
    route: 'bookings.archive',
    arrange: async () => {
      await startSignedIn('/my-wen');
      await firstBookingItemId(ENDED);
    },
    readsMalformedAsSuccess: true,
    failAndExpect: async (kind) => {
      const id = await firstBookingItemId(ENDED);
      await user.click(within(itemById(id)).getByRole('button', { name: 'Entfernen' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Inserat entfernen',
        }),
      );
      await expectSendFailure(kind, 'Es ist ein Fehler aufgetreten.');
      await closeDialog();
      expect(within(itemById(id)).getByRole('article')).toBeInTheDocument();
    },
    recover: async () => {
      const id = await firstBookingItemId(ENDED);
      await user.click(within(itemById(id)).getByRole('button', { name: 'Entfernen' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Inserat entfernen',
        }),
      );
      await waitFor(() => expect(document.getElementById(id)).toBeNull());
    },
  },
  {
    group: 'places: picker search',
    route: 'places.search',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
      await user.click(startButton());
      await waitFor(() => expect(window.location.pathname).toMatch(/\/location-picker$/));
    },
    failAndExpect: async () => {
      await fill(await screen.findByRole('searchbox'), 'Dachau');
      // The failure is recorded and shown as the picker's own failure text; the rest stays usable.
      await screen.findByText(
        'Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
      );
      expect(screen.getByRole('searchbox')).toBeEnabled();
      expect(screen.getByRole('searchbox')).not.toHaveAttribute('readonly');
    },
    recover: async () => {
      await fill(screen.getByRole('searchbox'), 'Freising');
      const results = await screen.findByRole('region', { name: /^Suchergebnisse/ });
      const [first] = await within(results).findAllByRole('listitem');
      if (!first) throw new Error('no search result');
      await user.click(within(first).getByRole('button'));
      await waitFor(() => expect(window.location.pathname).not.toMatch(/location-picker/));
      await waitFor(() => expect(startButton()).toHaveTextContent('Freising'));
    },
  },
  {
    group: 'offers: search',
    route: 'offers.search',
    arrange: async () => {
      await startSignedIn('/dashboard', storeDachauToFizRequest);
      await waitForDashboard();
    },
    failAndExpect: async () => {
      await press('Mitfahrer finden');
      await dialogNamed('Suche fehlgeschlagen');
      await closeDialog();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Leider gibt es ein Problem. Bitte versuchen Sie es erneut.',
      );
    },
    recover: async () => {
      await press('Erneut versuchen');
      await waitFor(() =>
        expect(screen.getAllByText(/Treffer|Leider konnte kein/).length).toBeGreaterThan(0),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  {
    group: 'feedback: send',
    route: 'feedbackSupport.feedback',
    skipKinds: ['malformed body'],
    arrange: async () => {
      await startSignedIn('/commute-pooling/help');
      await user.click(await screen.findByRole('link', { name: 'Feedback' }));
      await user.click(await screen.findByRole('radio', { name: '3' }));
    },
    failAndExpect: async (kind) => {
      await press('Senden');
      await expectSendFailure(kind, 'Ihre Anfrage konnte nicht bearbeitet werden.');
      await closeDialog();
      expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    },
    recover: async () => {
      await press('Senden');
      await expectThanks();
    },
  },
  {
    group: 'support: send',
    route: 'feedbackSupport.support',
    skipKinds: ['malformed body'],
    arrange: async () => {
      await startSignedIn('/commute-pooling/help');
      await user.click(await screen.findByRole('link', { name: 'Support' }));
      await fill(await screen.findByRole('textbox', { name: 'Ihre Nachricht' }), 'Bitte helfen.');
    },
    failAndExpect: async (kind) => {
      await press('Senden');
      await expectSendFailure(kind, 'Ihre Anfrage konnte nicht bearbeitet werden.');
      await closeDialog();
      expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('Bitte helfen.');
    },
    recover: async () => {
      await press('Senden');
      await expectThanks();
    },
  },
];
