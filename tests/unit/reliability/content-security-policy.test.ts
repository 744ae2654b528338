import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { parseEnv } from '@/lib/env-config';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  contentSecurityPolicyPlugin,
  inlineScriptHashes,
} from '../../../build/csp-plugin';

/** The policy of each kind of build, and how the plugin puts it into index.html. */

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );

describe('the Content-Security-Policy of a build', () => {
  it('allows only the app itself in mock builds (the API is the service worker on the same origin)', () => {
    const policy = directives(
      contentSecurityPolicy(parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: '/' })),
    );
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it.each([
    [{}, 'https://wen-api.prod.example-carmaker.com', 'https://auth-prod.example-carmaker.com'],
    [
      { VITE_BACKEND_ENV: 'test' },
      'https://wen-api.test.example-carmaker.com',
      'https://auth-test.example-carmaker.com',
    ],
    [
      {
        VITE_API_BASE_URL: 'https://api.example.org:8443/wen/v1/',
        VITE_SSO_AUTHORIZE_URL: 'https://sso.example.org/oauth2/authorize',
      },
      'https://api.example.org:8443',
      'https://sso.example.org',
    ],
  ])(
    'lets a real build call its API origin and post to its sign-on (%o)',
    (variables, api, signOn) => {
      const policy = directives(
        contentSecurityPolicy(parseEnv({ VITE_API_MODE: 'real', ...variables })),
      );
      expect(policy['connect-src']).toEqual(["'self'", api]);
      expect(policy['form-action']).toEqual(["'self'", signOn]);
    },
  );

  it('has no inline or eval escape hatch, and nothing a meta policy cannot carry', () => {
    const policy = contentSecurityPolicy(parseEnv({ VITE_API_MODE: 'real' }));
    expect(policy).not.toMatch(/unsafe-|frame-ancestors|report-uri|sandbox/);
  });
});

describe('the plugin', () => {
  function transform(html: string, env: Record<string, string>) {
    const plugin = contentSecurityPolicyPlugin();
    expect(plugin.apply).toBe('build');
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
    configResolved({ env } as unknown as ResolvedConfig);
    const hook = plugin.transformIndexHtml as {
      order: string;
      handler: (html: string, context: IndexHtmlTransformContext) => unknown;
    };
    expect(hook.order).toBe('post');
    return hook.handler(html, {} as IndexHtmlTransformContext) as string;
  }

  it('puts the policy right after the charset, and adds no script of its own', () => {
    const result = transform(
      '<!doctype html><html><head><meta charset="UTF-8" /><title>WEN</title></head></html>',
      { VITE_API_MODE: 'mock', VITE_API_BASE_URL: '/' },
    );
    expect(result).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]+" \/>\s*<title>/,
    );
    expect(result).not.toContain('<script');
  });

  it('allows exactly the inline scripts of the page, each by the hash of its text', () => {
    const firstPaint = '(function(){document.documentElement.lang="de";})();';
    const result = transform(
      `<!doctype html><html><head><meta charset="UTF-8" /><script>${firstPaint}</script>` +
        '<script type="module" src="/assets/index.js"></script></head></html>',
      { VITE_API_MODE: 'real' },
    );
    const hash = `sha256-${createHash('sha256').update(firstPaint).digest('base64')}`;
    expect(inlineScriptHashes(result)).toEqual([hash]);
    const policy = directives(/content="([^"]+)"/.exec(result)?.[1] ?? '');
    expect(policy['script-src']).toEqual(["'self'", `'${hash}'`]);
    expect(result).not.toMatch(/unsafe-/);
  });

  it('refuses to build with a variable the app would refuse to start with', () => {
    expect(() => transform('<head></head>', { VITE_API_BASE_URL: 'not a url' })).toThrow(
      /VITE_API_BASE_URL/,
    );
  });
});
