import type { ComponentType } from 'react';

/**
 * Pages the mock backend serves itself, in mock mode only (the real backend's counterparts live on other
 * hosts): the fake company sign-on, the simulated mailbox, what the backend received. src/main.tsx asks
 * `renderMockPage` first; a path listed here is rendered by the mock and the app does not start.
 */
export interface MockPage {
  /** Exact pathname, e.g. '/mock-sign-on'. */
  path: string;
  /** Loaded on demand so a page costs nothing until it is opened. */
  load: () => Promise<ComponentType>;
}

export const mockPages: MockPage[] = [];

/** Each page file registers itself here (see mocks/pages/*.tsx, imported by mocks/pages/render-mock-page.tsx). */
export function registerMockPage(page: MockPage): void {
  mockPages.push(page);
}
