// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKEND_ENVIRONMENTS, ENV_VARIABLES, parseEnv } from '@/lib/env-config';

const readRepoFile = (path: string) =>
  readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** The variables of a .env file (comments and blank lines skipped). */
function envFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readRepoFile(path)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('parseEnv', () => {
  it('defaults to the real production backend with its sign-on', () => {
    expect(parseEnv({})).toEqual({
      apiMode: 'real',
      backendEnvironment: 'prod',
      apiBaseUrl: 'https://wen-api.prod.example-carmaker.com',
      ssoClientId: 'wen-prod',
      ssoAuthorizeUrl: 'https://auth-prod.example-carmaker.com/auth/oauth2/authorize',
      feedbackClientId: 'wen-webapp',
      feedbackClientSecret: '',
      requestTimeoutMs: 15_000,
    });
  });

  it.each(Object.entries(BACKEND_ENVIRONMENTS))(
    'takes base URL, client id and authorization endpoint from the %s preset',
    (name, preset) => {
      const parsed = parseEnv({ VITE_BACKEND_ENV: name });
      expect(parsed.backendEnvironment).toBe(name);
      expect(parsed.apiBaseUrl).toBe(preset.apiBaseUrl);
      expect(parsed.ssoClientId).toBe(preset.ssoClientId);
      expect(parsed.ssoAuthorizeUrl).toBe(preset.ssoAuthorizeUrl);
      expect(new URL(preset.ssoAuthorizeUrl).protocol).toBe('https:');
    },
  );

  it('gives every environment its own client id and every hosted one its own sign-on host', () => {
    const presets = Object.values(BACKEND_ENVIRONMENTS);
    expect(new Set(presets.map((preset) => preset.ssoClientId)).size).toBe(presets.length);
    const hosted = [BACKEND_ENVIRONMENTS.test, BACKEND_ENVIRONMENTS.int, BACKEND_ENVIRONMENTS.prod];
    expect(new Set(hosted.map((preset) => new URL(preset.ssoAuthorizeUrl).host)).size).toBe(3);
  });

  it('lets every preset value be overridden', () => {
    const parsed = parseEnv({
      VITE_BACKEND_ENV: 'test',
      VITE_API_BASE_URL: 'http://localhost:8787',
      VITE_SSO_CLIENT_ID: 'wen-qa',
      VITE_SSO_AUTHORIZE_URL: 'https://sso.example/authorize',
      VITE_FEEDBACK_CLIENT_ID: 'feedback-id',
      VITE_FEEDBACK_CLIENT_SECRET: 'feedback-secret',
      VITE_REQUEST_TIMEOUT_MS: '5000',
    });
    expect(parsed).toMatchObject({
      backendEnvironment: 'test',
      apiBaseUrl: 'http://localhost:8787',
      ssoClientId: 'wen-qa',
      ssoAuthorizeUrl: 'https://sso.example/authorize',
      feedbackClientId: 'feedback-id',
      feedbackClientSecret: 'feedback-secret',
      requestTimeoutMs: 5000,
    });
  });

  it("talks to the app's own origin and the fake sign-on page in mock mode", () => {
    const parsed = parseEnv({ VITE_API_MODE: 'mock' });
    expect(parsed.apiMode).toBe('mock');
    expect(parsed.apiBaseUrl).toBe('/');
    expect(parsed.ssoAuthorizeUrl).toBeNull();
    expect(
      parseEnv({ VITE_API_MODE: 'mock', VITE_SSO_AUTHORIZE_URL: 'https://sso.example/a' })
        .ssoAuthorizeUrl,
    ).toBe('https://sso.example/a');
  });

  it('treats an empty value as unset', () => {
    expect(
      parseEnv({ VITE_API_BASE_URL: '', VITE_SSO_CLIENT_ID: ' ', VITE_REQUEST_TIMEOUT_MS: '' }),
    ).toMatchObject({
      apiBaseUrl: BACKEND_ENVIRONMENTS.prod.apiBaseUrl,
      ssoClientId: BACKEND_ENVIRONMENTS.prod.ssoClientId,
      requestTimeoutMs: 15_000,
    });
  });

  it.each([
    ['VITE_API_MODE', 'fake'],
    ['VITE_BACKEND_ENV', 'staging'],
    ['VITE_API_BASE_URL', 'wen-api.example.com'],
    ['VITE_API_BASE_URL', 'ftp://wen-api.example.com'],
    ['VITE_SSO_AUTHORIZE_URL', 'not a url'],
    ['VITE_SSO_AUTHORIZE_URL', 'javascript:alert(1)'],
    ['VITE_REQUEST_TIMEOUT_MS', 'soon'],
    ['VITE_REQUEST_TIMEOUT_MS', '-1'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment configuration: ${name}: `),
    );
  });

  it('names every wrong variable at once', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'fake', VITE_BACKEND_ENV: 'staging' })).toThrow(
      /VITE_API_MODE: .*; VITE_BACKEND_ENV: /,
    );
  });
});

describe('env files', () => {
  it('.env.example documents every variable the app reads', () => {
    const example = readRepoFile('.env.example');
    for (const name of ENV_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
  });

  it.each([
    ['.env.development', 'mock'],
    ['.env.mock', 'mock'],
    ['.env.demo', 'mock'],
    ['.env.production', 'real'],
  ])('%s is valid and runs on the %s backend', (file, apiMode) => {
    expect(parseEnv(envFile(file)).apiMode).toBe(apiMode);
  });

  it('builds for production against the production preset', () => {
    const parsed = parseEnv(envFile('.env.production'));
    expect(parsed.backendEnvironment).toBe('prod');
    expect(parsed.apiBaseUrl).toBe(BACKEND_ENVIRONMENTS.prod.apiBaseUrl);
    expect(parsed.ssoAuthorizeUrl).toBe(BACKEND_ENVIRONMENTS.prod.ssoAuthorizeUrl);
  });
});
