/**
 * Stands in for `tldts` in the builds that run the fake backend in the page (vite.config.ts aliases it). MSW's
 * cookie store (tough-cookie) asks it for the registrable domain of every request's host to look up the cookies
 * it keeps from mocked `Set-Cookie` answers; tldts answers from the whole public suffix list, 107 KB gzip of the
 * demo's fake backend chunk (2026-11-25), a third of it. The fake backend sets no cookies, so nothing is ever
 * looked up; this answers as the list does for the hosts the demo runs on (an IP address or a single label has
 * none, else the last two labels), without the list.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
