import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeFaults } from '@mocks/faults';
import type { PersonaKey } from '@mocks/seed';
import {
  closeDialog,
  expectPath,
  fill,
  journeyUser as user,
  launchApp,
  LOCATION_BUTTON,
  pickLocation,
  press,
  useJourneyBackend,
} from '../../support/app-journey';
import { storeTokenOf } from '../../support/app-test-backend';

/**
 * Find-a-ride journeys in English that need no browser (issue 17i moved them from tests/e2e/find.spec.ts, which
 * keeps the full search, the picker's sections and loading, and the language switch): the real app in jsdom
 * against the fake backend, with the fault the tab injects, as the mock build's service worker applies it.
 */

const runtime = useJourneyBackend();

/** Signed in as the persona (the state the browser suite saves), the app opened in English on the dashboard. */
async function signIn(persona: PersonaKey): Promise<void> {
  await storeTokenOf(persona);
  launchApp('/', undefined, 'en');
  await screen.findByRole('heading', { name: /^Welcome, / });
}

beforeEach(async () => {
  runtime.setLatency({ mode: 'none' });
  await runtime.applyData({ reset: true });
});

describe('find a ride', () => {
  it('the offer search fails: the offer failed modal and the error text', async () => {
    await signIn('demo');
    await pickLocation('Origin', 'Dachau', /^Dachau, 85221 Dachau/);
    await pickLocation('Destination', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
    writeFaults([{ route: 'offers.search', kind: 'status', status: 500 }]);

    await press('Find passengers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Passengers' })).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: /offer failed/i });
    expect(dialog).toHaveTextContent(
      'Something went wrong, please try again or contact the support.',
    );
    await closeDialog();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Unfortunately, there's an issue. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'No passengers? Offer a ride' })).toBeVisible();
  });

  it('the Campus tab is there for a user with campus buildings, and not for the demo user', async () => {
    await signIn('buildings');
    await user.click(screen.getByRole('button', { name: LOCATION_BUTTON.Destination }));
    const campus = await screen.findByRole('tab', { name: 'Campus' });
    expect(campus).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Other Places' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(campus);
    await fill(screen.getByRole('searchbox', { name: 'Search for a building' }), 'FIZ 1');
    const buildings = screen.getByRole('region', { name: 'Buildings' });
    const [building] = await within(buildings).findAllByRole('button', { name: /^FIZ 1, / });
    expect(building).toBeVisible();
    await user.click(building!);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: LOCATION_BUTTON.Destination })).toHaveTextContent(
        /FIZ 1, /,
      ),
    );

    // The demo user has no campus search: no tabs at all.
    await press('Log out');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, log out' }),
    );
    await expectPath(/\/login$/);
    await signIn('demo');
    await user.click(screen.getByRole('button', { name: LOCATION_BUTTON.Destination }));
    expect(await screen.findByRole('searchbox', { name: 'Search for a place' })).toBeVisible();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});
