import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { vi } from 'vitest';
import type { LoginResponse } from '@contract/auth';
import { AppRoutes } from '@/app/app-routes';
import { resources } from '@/app/i18n-resources';
import { Providers } from '@/app/providers';
import type { RouteEntry } from '@/app/route-table';
import { SearchDebounceContext } from '@/features/location-picker/use-debounced-value';
import { apiClient } from '@/lib/api-client';
import { createI18n, type Language } from '@/lib/i18n';
import { hideModal } from '@/lib/modal-store';
import { queryClient } from '@/lib/query-client';
import { resetSession } from '@/domain/session/session-state';

/** The session as a fresh page load has it. */
export function resetAppState(): void {
  resetSession();
  hideModal();
  queryClient.clear();
}

export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

const i18nByLanguage = new Map<Language, I18n>();
export function testI18n(language: Language = 'de'): I18n {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(resources, language);
    i18nByLanguage.set(language, instance);
  }
  if (instance.language !== language) void instance.changeLanguage(language);
  return instance;
}

export interface RenderAppOptions {
  routes?: readonly RouteEntry[];
  language?: Language;
  /** The location search's wait (default: the app's 300 ms); only the models' driver shortens it. */
  searchDebounceMs?: number;
}

export function renderApp(options: RenderAppOptions = {}): RenderResult {
  const routes = <AppRoutes routes={options.routes} />;
  return render(
    <Providers i18n={testI18n(options.language)}>
      {options.searchDebounceMs === undefined ? (
        routes
      ) : (
        <SearchDebounceContext value={options.searchDebounceMs}>{routes}</SearchDebounceContext>
      )}
    </Providers>,
  );
}

type LoginAnswer = Awaited<ReturnType<typeof apiClient.auth.login>>;

/** POST /api/v1/login answers this body (status 200). */
export function stubLogin(body: LoginResponse) {
  return vi
    .spyOn(apiClient.auth, 'login')
    .mockResolvedValue({ status: 200, body, headers: new Headers() } as LoginAnswer);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

/** The URL, method, headers and parsed body of a fetch call. */
export function fetchCall(spy: { mock: { calls: unknown[][] } }, index = 0) {
  const [input, init] = spy.mock.calls[index] as [string, RequestInit | undefined];
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { url: new URL(input), method: init?.method, headers, body };
}
