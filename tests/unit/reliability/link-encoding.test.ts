// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildSignOnUrl,
  SIGN_ON_AUTH_INDEX_VALUE,
  SIGN_ON_RESPONSE_TYPE,
  SIGN_ON_SCOPE,
} from '@/lib/sign-on-url';
import { telHref } from '@/lib/legal-links';
import { mailtoLink } from '@/lib/support-contact';
import { deleteAccountMailto } from '@/features/bookings/profile';

/** Every character that has a meaning in a URL or in markup, plus spaces, unicode and line breaks. */
const HOSTILE = 'a|b $c&d=e%f@g<h>i?j#k+l;m n\u00e4\u00df\u20ac\ud83d\ude97\r\nnext line\tend';
const HOSTILE_VARIANTS = [
  HOSTILE,
  '&subject=injected',
  '?body=injected#frag',
  '%20%26 already-encoded',
  '+49 89 1234',
  '<script>alert(1)</script>',
  'x\ny\r\nz',
];

/** Splits a mailto: href into its decoded parts, and the raw structure (which must have exactly the expected keys). */
function parseMailto(href: string) {
  expect(href.startsWith('mailto:')).toBe(true);
  const rest = href.slice('mailto:'.length);
  // No raw '#', whitespace or line break may appear anywhere: they would cut or split the link.
  expect(rest).not.toMatch(/[#\s<>|]/);
  const questionMark = rest.indexOf('?');
  const rawTo = questionMark === -1 ? rest : rest.slice(0, questionMark);
  const rawQuery = questionMark === -1 ? '' : rest.slice(questionMark + 1);
  expect(rawQuery).not.toContain('?');
  const params = rawQuery === '' ? [] : rawQuery.split('&').map((pair) => pair.split('='));
  for (const pair of params) expect(pair).toHaveLength(2);
  return {
    to: decodeURIComponent(rawTo),
    rawTo,
    keys: params.map(([key]) => key),
    values: Object.fromEntries(params.map(([key, value]) => [key, decodeURIComponent(value!)])),
  };
}

describe('mailto: builders encode every part', () => {
  it.each(HOSTILE_VARIANTS)('offer detail mail draft to the poster keeps %j intact', (input) => {
    const to = `poster+${'tag'}@example.com`;
    const href = mailtoLink({ to, subject: `Subject ${input}`, body: `Body ${input}` });
    const parsed = parseMailto(href);
    expect(parsed.to).toBe(to);
    expect(parsed.rawTo).not.toContain('+'); // '+' in the address is encoded, not read as a space
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.values).toEqual({ subject: `Subject ${input}`, body: `Body ${input}` });
    // The WHATWG URL parser agrees on the address part.
    expect(new URL(href).protocol).toBe('mailto:');
  });

  it('offer detail mail draft survives a hostile poster address', () => {
    const to = `evil&subject=x?y#z@example.com`;
    const parsed = parseMailto(mailtoLink({ to, subject: 's', body: 'b' }));
    expect(parsed.to).toBe(to);
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.values).toEqual({ subject: 's', body: 'b' });
  });

  it.each(HOSTILE_VARIANTS)(
    'My page "Delete account" mail carries e-mail and user id %j intact',
    (input) => {
      const user = { id: `id-${input}`, email: `user${input}@example.com` };
      const href = deleteAccountMailto(user, {
        subject: `Delete ${input}`,
        body: ({ email, userId }) => `E-mail: ${email}\nUser id: ${userId}\nPlease delete.`,
      });
      const parsed = parseMailto(href);
      expect(parsed.to).toMatch(/@/);
      expect(parsed.keys).toEqual(['subject', 'body']);
      expect(parsed.values.subject).toBe(`Delete ${input}`);
      expect(parsed.values.body).toBe(`E-mail: ${user.email}\nUser id: ${user.id}\nPlease delete.`);
    },
  );

  it('My page "Delete account" mail with a user without e-mail still names the id', () => {
    const parsed = parseMailto(
      deleteAccountMailto(
        { id: 'u&1', email: null as unknown as string },
        {
          subject: 's',
          body: ({ email, userId }) => `[${email}] [${userId}]`,
        },
      ),
    );
    expect(parsed.values.body).toBe('[] [u&1]');
  });

  it.each(HOSTILE_VARIANTS)('reset-password mail (mailtoLink) keeps %j intact', (input) => {
    const href = mailtoLink({
      to: 'support@example.com',
      subject: `WEN: ${input}`,
      body: `Account: ${input}`,
    });
    const parsed = parseMailto(href);
    expect(parsed.to).toBe('support@example.com');
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.values).toEqual({ subject: `WEN: ${input}`, body: `Account: ${input}` });
  });

  it('mailtoLink leaves out absent parts and keeps a bare address', () => {
    expect(mailtoLink({ to: 'a+b@example.com' })).toBe('mailto:a%2Bb%40example.com');
    expect(parseMailto(mailtoLink({ to: 'x@example.com', body: '&' })).keys).toEqual(['body']);
    expect(parseMailto(mailtoLink({ to: 'x@example.com', subject: '' })).values).toEqual({
      subject: '',
    });
  });
});

describe('tel: links', () => {
  it('keeps a leading + and drops visual separators', () => {
    expect(telHref('+49 (89) 382-12345')).toBe('tel:+498938212345');
    expect(telHref('089 / 382.123')).toBe('tel:089382123');
  });

  it.each(HOSTILE_VARIANTS)('encodes everything else of %j', (input) => {
    const href = telHref(`+${input}`);
    expect(href.startsWith('tel:+')).toBe(true);
    const rest = href.slice('tel:+'.length);
    expect(rest).not.toMatch(/[&?#+;=<>|\s@$]/);
    // Decoding gives back the input without the visual separators (spaces, brackets, dots, slashes, dashes).
    expect(decodeURIComponent(rest)).toBe(input.replace(/[\s()./-]/g, ''));
  });

  it('a + that is not leading is encoded', () => {
    expect(telHref('0+1')).toBe('tel:0%2B1');
  });
});

describe('company sign-on URL', () => {
  const ORIGINS = ['https://wen.example.com', 'http://localhost:5193', 'https://host.example:8443'];
  const hostileClientId = HOSTILE;

  it.each(ORIGINS)(
    'has exactly the five query items and an origin-derived redirect_uri (%s)',
    (origin) => {
      const href = buildSignOnUrl({
        endpoint: 'https://sso.example.com/auth/oauth2/authorize',
        clientId: hostileClientId,
        origin,
      });
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe('https://sso.example.com/auth/oauth2/authorize');
      expect(url.hash).toBe('');
      expect([...url.searchParams.keys()]).toEqual([
        'client_id',
        'scope',
        'redirect_uri',
        'response_type',
        'authIndexValue',
      ]);
      expect(url.searchParams.get('client_id')).toBe(hostileClientId);
      expect(url.searchParams.get('scope')).toBe(SIGN_ON_SCOPE);
      expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/wen`);
      expect(url.searchParams.get('response_type')).toBe(SIGN_ON_RESPONSE_TYPE);
      expect(url.searchParams.get('authIndexValue')).toBe(SIGN_ON_AUTH_INDEX_VALUE);
      // No raw separator from an input leaks into the structure.
      const rawQuery = href.slice(href.indexOf('?') + 1);
      expect(rawQuery.split('&')).toHaveLength(5);
      expect(rawQuery).not.toMatch(/[#?\s]/);
    },
  );

  it('replaces any query or fragment already on the endpoint', () => {
    const url = new URL(
      buildSignOnUrl({
        endpoint: 'https://sso.example.com/authorize?x=1',
        clientId: 'c',
        origin: 'https://a.example',
      }),
    );
    expect([...url.searchParams.keys()]).toHaveLength(5);
    expect(url.searchParams.has('x')).toBe(false);
  });
});
