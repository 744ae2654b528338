import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockPages } from './mock-page-registry';
import './mock-mailbox-page';
import './mock-sign-on-page';
import './mock-messages-page';

/**
 * Renders the mock-only page of the current path into root; false when the path is the app's.
 * Pages register in mock-page-registry.ts; import their files below so they are known.
 */
export async function renderMockPage(
  root: HTMLElement,
  pathname = window.location.pathname,
): Promise<boolean> {
  const page = mockPages.find((candidate) => candidate.path === pathname);
  if (!page) return false;
  const Page = await page.load();
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
  return true;
}
