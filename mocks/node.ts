import { initClient } from '@ts-rest/core';
import { setupServer } from 'msw/node';
import { LoginResponseSchema, type LoginResponse } from '@contract/auth';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { contract } from '@contract/router';
import { issueAuthorizationCode } from './db/auth-repository';
import { createHandlers } from './handlers/create-handlers';
import type { HandlerOptions } from './handlers/define-handler';
import { PERSONAS, type Persona, type PersonaKey } from './seed';
import {
  applyScenarioToServer,
  type AppliedScenario,
  type ApplyScenarioOptions,
} from './scenario-node';

export type { AppliedScenario, ApplyScenarioOptions } from './scenario-node';

export { advanceMockClock, getNow, setMockNow } from './clock';
export { confirmRegistration, issueAuthorizationCode } from './db/auth-repository';
export { db } from './db/database';
export { resetDatabase } from './db/lifecycle';
export { listCompanyProfiles } from './db/users-repository';
export {
  ROUTE_HANDLERS,
  createHandlers,
  findHandlerCoverageGaps,
} from './handlers/create-handlers';
export {
  DEFAULT_SEED,
  DEMO_PASSWORD,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  generateSeedData,
  type Persona,
  type PersonaKey,
} from './seed';

/**
 * Where tests send requests: the page origin under jsdom (handlers use relative paths there, as in
 * the browser), a fixed origin in the node environment.
 */
export const MOCK_API_ORIGIN: string =
  typeof location !== 'undefined' ? location.origin : 'http://localhost';

export function createMockServer(options: HandlerOptions = {}) {
  return setupServer(
    ...createHandlers({
      baseUrl: typeof location !== 'undefined' ? undefined : MOCK_API_ORIGIN,
      ...options,
    }),
  );
}

/** The shared test server; start it with mockServer.listen({ onUnhandledRequest: 'error' }). */
export const mockServer = createMockServer();

export function apiUrl(path: string): string {
  return new URL(path, MOCK_API_ORIGIN).toString();
}

export function tokenHeaders(token: string): Record<string, string> {
  return { [TOKEN_HEADER]: token };
}

/** The typed ts-rest client of the contract against the mock, signed in when a token is given. */
export function createMockApiClient(token?: string) {
  return initClient(contract, {
    baseUrl: MOCK_API_ORIGIN,
    baseHeaders: token ? tokenHeaders(token) : {},
    validateResponse: true,
  });
}

async function login(body: unknown): Promise<LoginResponse> {
  const response = await fetch(apiUrl(contract.auth.login.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`Login failed with ${response.status}: ${await response.text()}`);
  }
  return LoginResponseSchema.parse(await response.json());
}

/** Signs on through the fake company sign-on: an authorization code for the Q-number, exchanged. */
export async function signInWithCompanySignOn(qNumber: string): Promise<LoginResponse> {
  const code = await issueAuthorizationCode(qNumber);
  return login({ grant_type: 'authorization_code', code, redirect_uri: `${MOCK_API_ORIGIN}/wen` });
}

export interface SignedInPersona {
  persona: Persona;
  token: string;
  refreshToken: string;
  response: LoginResponse;
}

/** Signs a persona in the way QA would (password, or company sign-on without an e-mail). */
export async function signInPersona(key: PersonaKey): Promise<SignedInPersona> {
  const persona: Persona = PERSONAS[key];
  const response =
    persona.signIn === 'password' && persona.email
      ? await login({ grant_type: 'password', email: persona.email, password: persona.password })
      : await signInWithCompanySignOn(persona.qNumber ?? '');
  if (!response.idToken || !response.refreshToken) {
    throw new Error(`Persona ${key} got no access token.`);
  }
  return { persona, token: response.idToken, refreshToken: response.refreshToken, response };
}

/**
 * Puts the shared test server into a registered scenario (data now, behaviour until clear()); see
 * tests/unit/support/use-scenario.ts for the vitest helper.
 */
export function applyScenario(
  id: string,
  options: Omit<ApplyScenarioOptions, 'baseUrl'> = {},
): Promise<AppliedScenario> {
  return applyScenarioToServer(mockServer, id, {
    baseUrl: typeof location !== 'undefined' ? undefined : MOCK_API_ORIGIN,
    ...options,
  });
}
