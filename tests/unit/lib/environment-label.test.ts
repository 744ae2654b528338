// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BACKEND_ENVIRONMENTS } from '@/lib/env';
import {
  backendHost,
  environmentLabel,
  environmentLabelForHost,
} from '@/features/help-support/environment-label';

describe('environment label from the backend host', () => {
  it.each([
    ['https://wen-api.test.example-carmaker.com', 'TEST'],
    ['https://wen-api.int.example-carmaker.com', 'INT'],
    ['https://wen-api.prod.example-carmaker.com', 'PROD'],
    ['https://wen-api.example-carmaker.com', 'DEV'],
    ['http://localhost:8080', 'DEV'],
  ] as const)('%s is %s', (baseUrl, label) => {
    expect(environmentLabelForHost(baseUrl)).toBe(label);
  });

  it('labels every backend preset of the build as its environment', () => {
    expect(environmentLabelForHost(BACKEND_ENVIRONMENTS.local.apiBaseUrl)).toBe('DEV');
    expect(environmentLabelForHost(BACKEND_ENVIRONMENTS.test.apiBaseUrl)).toBe('TEST');
    expect(environmentLabelForHost(BACKEND_ENVIRONMENTS.int.apiBaseUrl)).toBe('INT');
    expect(environmentLabelForHost(BACKEND_ENVIRONMENTS.prod.apiBaseUrl)).toBe('PROD');
  });

  it('looks at the host only: path, query, port, user info and case do not matter', () => {
    expect(environmentLabelForHost('https://api.example.com/test/v1')).toBe('DEV');
    expect(environmentLabelForHost('https://api.example.com/?env=prod')).toBe('DEV');
    expect(environmentLabelForHost('https://api.example.com#int')).toBe('DEV');
    expect(environmentLabelForHost('https://test:secret@api.example.com')).toBe('DEV');
    expect(environmentLabelForHost('HTTPS://WEN-API.TEST.EXAMPLE.COM:8443/API')).toBe('TEST');
    expect(environmentLabelForHost('https://wen-api.int.example.com:443')).toBe('INT');
  });

  it('takes bare hosts and protocol-relative addresses', () => {
    expect(environmentLabelForHost('wen-api.int.example.com')).toBe('INT');
    expect(environmentLabelForHost('//wen-api.prod.example.com/api')).toBe('PROD');
    expect(environmentLabelForHost('  wen-test.example.com  ')).toBe('TEST');
  });

  it('finds a marker inside a word, as the spec says "contains"', () => {
    expect(environmentLabelForHost('https://wentest.example.com')).toBe('TEST');
    expect(environmentLabelForHost('https://api-integration.example.com')).toBe('INT');
    expect(environmentLabelForHost('https://production-api.example.com')).toBe('PROD');
  });

  it('prefers a whole host label over a marker inside a word', () => {
    // 'intranet' contains 'int', but the host says prod.
    expect(environmentLabelForHost('https://wen.prod.intranet.example.com')).toBe('PROD');
    // 'contest' contains 'test', but the host says int.
    expect(environmentLabelForHost('https://contest-api.int.example.com')).toBe('INT');
    expect(environmentLabelForHost('https://wen-prod.example.com')).toBe('PROD');
  });

  it('decides in the order test, int, prod when a host names several', () => {
    expect(environmentLabelForHost('https://prod-test.example.com')).toBe('TEST');
    expect(environmentLabelForHost('https://int.prod.example.com')).toBe('INT');
    expect(environmentLabelForHost('https://preprod-integration.example.com')).toBe('INT');
  });

  it('is DEV for local hosts, even when they contain a marker', () => {
    expect(environmentLabelForHost('http://127.0.0.1:3000')).toBe('DEV');
    expect(environmentLabelForHost('http://[::1]:8080')).toBe('DEV');
    expect(environmentLabelForHost('http://test.localhost:5173')).toBe('DEV');
    expect(environmentLabelForHost('http://0.0.0.0')).toBe('DEV');
  });

  it('is DEV for a relative base URL or anything without a host', () => {
    expect(environmentLabelForHost('/')).toBe('DEV');
    expect(environmentLabelForHost('')).toBe('DEV');
    expect(environmentLabelForHost('/api/test')).toBe('DEV');
    expect(environmentLabelForHost('http://')).toBe('DEV');
    expect(environmentLabelForHost('https://exa mple.test')).toBe('DEV');
  });

  it('extracts the lower-case host name', () => {
    expect(backendHost('https://WEN-API.Test.example.com:8443/x')).toBe('wen-api.test.example.com');
    expect(backendHost('/')).toBeNull();
  });
});

describe('environment label of a build', () => {
  it('is DEV in mock mode, whatever the base URL', () => {
    expect(
      environmentLabel({
        apiMode: 'mock',
        apiBaseUrl: 'https://wen-api.prod.example-carmaker.com',
      }),
    ).toBe('DEV');
  });

  it('follows the backend host with the real backend', () => {
    expect(
      environmentLabel({ apiMode: 'real', apiBaseUrl: 'https://wen-api.int.example-carmaker.com' }),
    ).toBe('INT');
    expect(environmentLabel({ apiMode: 'real', apiBaseUrl: 'http://localhost:8080' })).toBe('DEV');
  });
});
