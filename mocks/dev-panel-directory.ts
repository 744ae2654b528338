import type { Scenario } from '@scenarios/scenario-types';
import { findUserById } from './db/users-repository';
import { NEW_COMPANY_PROFILE, PERSONAS, type PersonaKey } from './seed-constants';

/** What the dev panel lists (mocks/dev-tools.ts): the scenarios and the personas with their sign-in data. */

/** A scenario as the panel lists it. */
export const scenarioInfo = (scenario: Scenario) => ({
  id: scenario.id,
  title: scenario.title,
  description: scenario.description,
  persona: scenario.persona ?? null,
});

/** The personas the panel offers to sign in as, and the new company user. */
export function listPersonas() {
  const seeded = (Object.keys(PERSONAS) as PersonaKey[]).map((key) => {
    const persona = PERSONAS[key];
    const user = findUserById(persona.id);
    return {
      key,
      givenName: user?.givenName ?? '',
      familyName: user?.familyName ?? '',
      email: persona.email,
      qNumber: persona.qNumber,
      signIn: persona.signIn,
      password: persona.password,
    };
  });
  return [
    ...seeded,
    {
      key: 'newUser',
      givenName: NEW_COMPANY_PROFILE.givenName,
      familyName: NEW_COMPANY_PROFILE.familyName,
      email: NEW_COMPANY_PROFILE.email,
      qNumber: NEW_COMPANY_PROFILE.qNumber,
      signIn: 'company-sign-on' as const,
      password: '',
    },
  ];
}
