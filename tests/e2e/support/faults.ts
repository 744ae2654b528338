import type { Page } from '@playwright/test';
import { FAULTS_STORAGE_KEY, type InjectedFault } from '@mocks/faults';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/mock-request-timeout-key';

/**
 * Makes the fake backend answer a route with a fault (status, network error or hang), in this tab,
 * from the next request on. Route names are the contract's dotted names, e.g. 'offers.search'.
 */
export async function injectFault(page: Page, fault: InjectedFault): Promise<void> {
  await page.evaluate(
    ({ key, added }) => {
      const current = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...current, added]));
    },
    { key: FAULTS_STORAGE_KEY, added: fault },
  );
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), FAULTS_STORAGE_KEY);
}

/** The routes of the faults injected in this tab that no call has used yet. */
export async function pendingFaultRoutes(page: Page): Promise<string[]> {
  return page.evaluate(
    (key) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '[]') as InjectedFault[]).map(
        (fault) => fault.route,
      ),
    FAULTS_STORAGE_KEY,
  );
}

/** This tab's request timeout (the mock build's override, src/lib/env.ts), from the next request on. */
export async function setRequestTimeout(page: Page, ms: number): Promise<void> {
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, String(value)), {
    key: MOCK_REQUEST_TIMEOUT_KEY,
    value: ms,
  });
}
