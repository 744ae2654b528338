import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { parseEnv, type AppEnv } from '../src/lib/env-config.js';

/**
 * The Content-Security-Policy of the built app, shipped as a <meta http-equiv> in index.html.
 *
 * Only built modes get it: the dev server injects inline scripts (React refresh) a strict policy forbids.
 * A meta policy cannot carry frame-ancestors, report-uri or sandbox (browsers ignore them there and warn),
 * so the hosting must send `Content-Security-Policy: frame-ancestors 'none'` (or X-Frame-Options: DENY)
 * as a response header.
 */

/** What the policy depends on: the parsed build variables (src/lib/env-config.ts, the app's own parser). */
export type CspSources = Pick<AppEnv, 'apiBaseUrl' | 'ssoAuthorizeUrl'>;

/** The origin of an absolute URL; null for the page's own origin ('/'). */
const originOf = (url: string | null): string | null =>
  url === null || url === '/' || url === '' ? null : new URL(url).origin;

/**
 * The policy of a build:
 * - scripts and styles only from the app's own files (no eval; React's style props are set through the CSSOM,
 *   which style-src does not restrict); inline code only where index.html itself carries it, each script
 *   allowed by the hash of its exact text (the first-paint script, build/first-paint-plugin.ts), never in general;
 * - requests to the app's origin (the mock's service worker answers there) and the API origin;
 * - forms may post to the app and the company sign-on.
 */
export function contentSecurityPolicy(
  { apiBaseUrl, ssoAuthorizeUrl }: CspSources,
  inlineScriptHashes: readonly string[] = [],
): string {
  const sources = (...values: Array<string | null>) =>
    [...new Set(values.filter((value): value is string => value !== null))].join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`))],
    ['style-src', "'self'"],
    ['img-src', "'self' data:"],
    ['connect-src', sources("'self'", originOf(apiBaseUrl))],
    // The mock builds' MSW service worker.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', sources("'self'", originOf(ssoAuthorizeUrl))],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The CSP source hash (sha256-<base64>) of each inline script of a page (scripts without src). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, text = '']) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
  );
}

/**
 * Injects the policy into index.html of every build; dev stays without (React refresh needs inline scripts).
 * The app switches zod to jitless mode itself (src/main.tsx), so no 'unsafe-eval' is needed.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let sources: CspSources | null = null;
  return {
    name: 'wen:content-security-policy',
    apply: 'build',
    configResolved(config) {
      // The same parser the app starts with: an invalid variable fails the build here already.
      sources = parseEnv(config.env);
    },
    transformIndexHtml: {
      // Last: the page is complete, so every inline script it carries is hashed into the policy.
      order: 'post',
      handler(html) {
        if (!sources) throw new Error('The Content-Security-Policy plugin was not configured.');
        const policy = contentSecurityPolicy(sources, inlineScriptHashes(html));
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
        // Right after the charset: a policy applies only to what follows it.
        const charset = /<meta charset=[^>]*>/i;
        const withMeta = charset.test(html)
          ? html.replace(charset, (tag) => `${tag}\n    ${meta}`)
          : html.replace(/<head>/i, `<head>\n    ${meta}`);
        return withMeta;
      },
    },
  };
}
