import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute, routeTable, type RouteEntry } from '@/app/route-table';
import { apiClient } from '@/lib/api-client';
import { ROUTES } from '@/lib/routes';
import { tokenStorage } from '@/lib/token-storage';
import { renderApp, resetAppState, stubLogin, visit } from '../support/render-app';
import { makeUser } from '../support/builders';
import {
  fakeMe,
  stubCurrentUser,
  useFakeCurrentUser,
  type MeAnswer,
} from '../support/fake-current-user';

/** Each route renders a probe naming its path, so the test sees which screen the guards let through. */
const probeRoutes: RouteEntry[] = routeTable.map((entry) => ({
  ...entry,
  screen: () => <p data-testid="screen">{entry.path}</p>,
}));

type SessionKind =
  'logged out' | 'new user' | 'terms pending' | 'missing e-mail' | 'no access' | 'fully set up';

/** Puts the stored tokens and the backend's answers in place, so the real start-up sign-in reaches the kind. */
function arrange(kind: SessionKind): void {
  switch (kind) {
    case 'logged out':
      return;
    case 'new user':
      tokenStorage.setRefreshToken('refresh-new');
      stubLogin({ user: makeUser({ acceptedTerms: false }), onboardingToken: 'onboarding-1' });
      return;
    case 'terms pending':
      tokenStorage.setAccessToken('token-1');
      stubCurrentUser(makeUser({ acceptedTerms: false }));
      return;
    case 'missing e-mail':
      tokenStorage.setAccessToken('token-1');
      stubCurrentUser(makeUser({ email: null }));
      return;
    case 'no access':
      tokenStorage.setAccessToken('token-1');
      stubCurrentUser(makeUser({ commutePooling: { enabled: false } }));
      return;
    case 'fully set up':
      tokenStorage.setAccessToken('token-1');
      stubCurrentUser(makeUser());
      return;
  }
}

interface Expectation {
  path: string;
  /** The missing e-mail step is pushed (a new history entry); every other redirect replaces. */
  pushed: boolean;
}

/**
 * The spec's rules (section 2 guards and start-up, section 6 gating), stated per session kind from the
 * route's table data.
 */
function expected(entry: RouteEntry, kind: SessionKind): Expectation {
  const stay = { path: entry.path, pushed: false };
  const to = (path: string, pushed = false) => ({ path, pushed });
  const gatedTarget =
    kind === 'terms pending' ? to(ROUTES.termsAndConditions) : to(ROUTES.registerMissingMail, true);
  switch (kind) {
    case 'logged out':
      // Not allowed at start: to /, which is protected, so on to /login.
      if (!entry.startUp) return to(ROUTES.login);
      return entry.access === 'public-only' || entry.access === 'open' ? stay : to(ROUTES.login);
    case 'new user':
      return entry.access === 'protected' ? to(ROUTES.registerWenUser) : stay;
    case 'terms pending':
    case 'missing e-mail':
      if (entry.access === 'public-only' || entry.access === 'new-user') return gatedTarget; // via /
      return entry.access === 'protected' && entry.gated ? gatedTarget : stay;
    case 'no access':
      if (entry.access === 'public-only' || entry.access === 'new-user') return to(ROUTES.home);
      return entry.requires === 'commutePooling' ? to(ROUTES.noAccess) : stay;
    case 'fully set up':
      return entry.access === 'public-only' || entry.access === 'new-user' ? to(ROUTES.home) : stay;
  }
}

const kinds: SessionKind[] = [
  'logged out',
  'new user',
  'terms pending',
  'missing e-mail',
  'no access',
  'fully set up',
];

useFakeCurrentUser();

beforeEach(() => {
  resetAppState();
});

describe('guards and start-up redirect, for every route of the table', () => {
  const cases = kinds.flatMap((kind) =>
    routeTable.map((entry) => ({ kind, entry, outcome: expected(entry, kind) })),
  );

  it.each(cases)(
    '$kind opening $entry.path ends on $outcome.path',
    async ({ kind, entry, outcome }) => {
      arrange(kind);
      visit(entry.path);
      const historyLength = window.history.length;

      renderApp({ routes: probeRoutes });

      await waitFor(() => expect(screen.getByTestId('screen')).toHaveTextContent(outcome.path));
      expect(window.location.pathname).toBe(outcome.path);
      expect(screen.getByTestId('screen').textContent).toBe(outcome.path);
      expect(window.history.length - historyLength).toBe(outcome.pushed ? 1 : 0);
    },
  );
});

describe('route table', () => {
  it('has one entry per route of spec section 2 (and our paths for the unnamed ones)', () => {
    expect(routeTable.map((entry) => entry.path).sort()).toEqual(Object.values(ROUTES).sort());
  });

  it('allows exactly the spec start-up paths plus /login/email, /support and /help', () => {
    expect(
      routeTable
        .filter((entry) => entry.startUp)
        .map((entry) => entry.path)
        .sort(),
    ).toEqual(
      [
        '/',
        '/login',
        '/wen',
        '/register-first-step',
        '/register-missing-mail',
        '/login/email',
        '/support',
        '/help',
      ].sort(),
    );
  });

  it('keeps support and help open, and gates no route that leads out of the gating', () => {
    const byPath = (path: string) => findRoute(path);
    expect(byPath('/support')?.access).toBe('open');
    expect(byPath('/help')?.access).toBe('open');
    expect(byPath('/register-wen-user')?.access).toBe('new-user');
    for (const path of [
      '/terms-and-conditions',
      '/register-missing-mail',
      '/confirmation-email-sent',
    ]) {
      expect(byPath(path)).toMatchObject({ access: 'protected', gated: false });
    }
    for (const path of ['/', '/wen', '/dashboard', '/my-wen', '/commute-pooling/create/overview']) {
      expect(byPath(path)).toMatchObject({ access: 'protected', gated: true });
    }
  });
});

describe('access flags (spec sections 1 and 6)', () => {
  it('put the location picker, the offers, the offer detail and every creation step behind commutePooling.enabled', () => {
    expect(
      routeTable
        .filter((entry) => entry.requires === 'commutePooling')
        .map((entry) => entry.path)
        .sort(),
    ).toEqual(
      [
        ROUTES.locationPicker,
        ROUTES.offersOverview,
        ROUTES.offerDetail,
        ROUTES.createFirstStep,
        ROUTES.createSecondStep,
        ROUTES.createThirdStepShift,
        ROUTES.createThirdStepFlexible,
        ROUTES.createThirdStepOnetime,
        ROUTES.createOverview,
        ROUTES.createChange,
      ].sort(),
    );
    // The notice itself, help, feedback, support and the user's own postings stay open to a user without it.
    for (const path of [ROUTES.noAccess, ROUTES.help, ROUTES.contactSupport, ROUTES.myPage]) {
      expect(findRoute(path)?.requires).toBeUndefined();
    }
  });
});

describe('start-up and unknown paths', () => {
  it('shows an accessible spinner while the start-up sign-in runs, then marks the first screen', async () => {
    tokenStorage.setAccessToken('token-1');
    let answer: (value: MeAnswer) => void = () => {};
    fakeMe().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    visit('/my-wen');

    performance.clearMarks('wen:first-screen');

    renderApp({ routes: probeRoutes });

    expect(screen.getByRole('status', { name: 'WEN wird gestartet …' })).toBeInTheDocument();
    // The benchmark's "app live" moment is the first screen, not the spinner.
    expect(performance.getEntriesByName('wen:first-screen', 'mark')).toHaveLength(0);
    answer({ status: 200, body: makeUser() });
    expect(await screen.findByTestId('screen')).toHaveTextContent('/my-wen');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(performance.getEntriesByName('wen:first-screen', 'mark')).toHaveLength(1);
  });

  it('sends a logged-out visitor of an unknown path to / and on to /login', async () => {
    visit('/no-such-page');
    renderApp({ routes: probeRoutes });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('shows the not-found screen with a link back to a logged-in user', async () => {
    tokenStorage.setAccessToken('token-1');
    stubCurrentUser(makeUser());
    visit('/no-such-page');
    renderApp({ routes: probeRoutes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('applies the start-up rule only at start: a later visit of a registration step is allowed', async () => {
    visit('/register-second-step');
    renderApp({ routes: probeRoutes });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));

    act(() => window.history.pushState(null, '', '/register-second-step'));
    await waitFor(() =>
      expect(screen.getByTestId('screen')).toHaveTextContent('/register-second-step'),
    );
    expect(window.location.pathname).toBe('/register-second-step');
  });

  it('keeps the query of a start-up deep link it allows', async () => {
    visit('/support?locale=en');
    renderApp({ routes: probeRoutes });
    expect(await screen.findByTestId('screen')).toHaveTextContent('/support');
    expect(window.location.search).toBe('?locale=en');
  });

  it('a 401 on a later call drops the token and lands on /login', async () => {
    tokenStorage.setAccessToken('token-1');
    stubCurrentUser(makeUser());
    visit('/my-wen');
    renderApp({ routes: probeRoutes });
    expect(await screen.findByTestId('screen')).toHaveTextContent('/my-wen');

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'expired' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await apiClient.bookings.listForUser({ params: { userId: 'user-1' } });

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(tokenStorage.getAccessToken()).toBeNull();
  });
});
