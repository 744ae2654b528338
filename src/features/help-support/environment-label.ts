import { env as appEnvironment, resolveApiBaseUrl, type AppEnv } from '@/lib/env';

/** The label the help screen shows for the backend the app talks to (spec section 9). */
export type EnvironmentLabel = 'TEST' | 'INT' | 'PROD' | 'DEV';

/** Checked in this order: a host naming several (e.g. 'prod-test') is the first one listed. */
const MARKERS: readonly (readonly [marker: string, label: EnvironmentLabel])[] = [
  ['test', 'TEST'],
  ['int', 'INT'],
  ['prod', 'PROD'],
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The lower-case host name of a base URL or bare host ('https://a.test.x:8443/api' → 'a.test.x'), or null when
 * there is none ('/', '', garbage). Only the host counts: a path like '/test/v1' says nothing about the backend.
 */
export function backendHost(baseUrl: string): string | null {
  const trimmed = baseUrl.trim();
  if (trimmed === '' || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `http://${trimmed.replace(/^\/\//, '')}`;
  try {
    const host = new URL(withScheme).hostname.toLowerCase();
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/**
 * TEST, INT, PROD or DEV from the backend's host (spec section 9: "test, int, prod, else dev").
 * A host label (between dots or dashes) that is exactly a marker wins, so 'wen.prod.intranet.example' is PROD;
 * otherwise the host containing a marker decides, in the order test, int, prod. Local hosts, relative base URLs
 * and anything unparsable are DEV.
 */
export function environmentLabelForHost(baseUrl: string): EnvironmentLabel {
  const host = backendHost(baseUrl);
  if (!host || LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) return 'DEV';
  const labels = host.split(/[.-]/);
  const exact = MARKERS.find(([marker]) => labels.includes(marker));
  if (exact) return exact[1];
  const contained = MARKERS.find(([marker]) => host.includes(marker));
  return contained ? contained[1] : 'DEV';
}

/** The label of a build: the fake backend of mock mode is DEV, else the configured backend's host decides. */
export function environmentLabel(appEnv: Pick<AppEnv, 'apiMode' | 'apiBaseUrl'>): EnvironmentLabel {
  if (appEnv.apiMode === 'mock') return 'DEV';
  return environmentLabelForHost(appEnv.apiBaseUrl);
}

/** The label of the running app; a relative base URL ('/') means the backend is on the page's own host. */
export function currentEnvironmentLabel(): EnvironmentLabel {
  return environmentLabel({
    apiMode: appEnvironment.apiMode,
    apiBaseUrl: resolveApiBaseUrl(appEnvironment.apiBaseUrl),
  });
}
