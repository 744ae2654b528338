// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listRoutes } from '@contract/router';
import { PERSONAS } from '@mocks/seed';
import {
  DEFAULT_SCENARIO,
  findScenario,
  isScenarioId,
  SCENARIOS,
} from '@scenarios/scenario-registry';
import { errorAnswer, overrideRoute } from '@scenarios/scenario-types';

/** The backend states the issue asks QA to reproduce without editing code. */
const REQUIRED_IDS = [
  'default',
  'inactive-account',
  'login-lockout',
  'no-access',
  'terms-pending',
  'missing-email',
  'new-user',
  'public-user',
  'campus-buildings-on',
  'campus-buildings-off',
  'offers-empty',
  'offers-error',
  'creation-failure',
  'cancel-archive-failure',
  'feedback-support-failure',
  'expired-token',
  'slow-network',
  'flaky-network',
  'server-down',
];

describe('the scenario registry', () => {
  it('has every required scenario, the default first, each id once and URL-safe', () => {
    const ids = SCENARIOS.map((scenario) => scenario.id);
    expect(ids).toEqual(expect.arrayContaining(REQUIRED_IDS));
    expect(ids[0]).toBe(DEFAULT_SCENARIO.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('titles and describes every scenario in German and English', () => {
    for (const scenario of SCENARIOS) {
      for (const text of [scenario.title, scenario.description]) {
        expect(text.de.trim(), scenario.id).not.toBe('');
        expect(text.en.trim(), scenario.id).not.toBe('');
        expect(text.de, scenario.id).not.toBe(text.en);
      }
    }
  });

  it('names only seeded personas and contract routes', () => {
    const personaKeys = [...Object.keys(PERSONAS), 'newUser'];
    const routeNames = listRoutes().map(({ name }) => name);
    for (const scenario of SCENARIOS) {
      if (scenario.persona) expect(personaKeys).toContain(scenario.persona);
      for (const change of scenario.data ?? []) {
        if (change.kind !== 'expire-sessions')
          expect(Object.keys(PERSONAS)).toContain(change.persona);
      }
      for (const override of scenario.overrides ?? []) expect(routeNames).toContain(override.route);
    }
  });

  it('finds a scenario by id and nothing for an unknown id', () => {
    expect(findScenario('login-lockout')?.title.en).toBe('Login locked');
    expect(findScenario('rush-hour')).toBeUndefined();
    expect(isScenarioId('offers-empty')).toBe(true);
    expect(isScenarioId('Offers-Empty')).toBe(false);
  });

  it('types overrides by the route: only statuses and bodies the contract declares compile', () => {
    const empty = overrideRoute('offers.search', ({ body }) => ({
      status: 200,
      body: {
        mobilityRequestId: body.mobilityRequestId,
        integrations: { commutePooling: { integrationOffer: { travelInfoList: [] } } },
      },
    }));
    expect(empty.route).toBe('offers.search');
    overrideRoute('bookings.cancel', () => errorAnswer(409, 'already cancelled'));
    // @ts-expect-error 418 is no status of any route
    overrideRoute('offers.search', () => ({ status: 418, body: { message: 'teapot' } }));
    overrideRoute('offers.search', ({ body }) => ({
      status: 200,
      // @ts-expect-error the answer of the offer search needs its integrations
      body: { mobilityRequestId: body.mobilityRequestId },
    }));
    // @ts-expect-error no such route in the contract
    overrideRoute('offers.delete', () => errorAnswer(500, 'x'));
  });
});
