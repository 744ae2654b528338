import { call } from '../support/mock-backend-harness';

/** The calls the auth tests (auth-and-sessions.test.ts, sessions-and-registration.test.ts) make. */

export const passwordLogin = (email: string, password: string) =>
  call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password } });
export const codeLogin = (code: string) =>
  call('POST', '/api/v1/login', {
    body: { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:3000/wen' },
  });
export const refreshLogin = (refreshToken: string) =>
  call('POST', '/api/v1/login', {
    body: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
export const me = (token: string) => call('GET', '/users/me', { token });
