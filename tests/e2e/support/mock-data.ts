import type { Page } from '@playwright/test';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { PERSONAS } from '@mocks/seed';
import { expect } from './fixtures';
import { berlinDay } from './posting-helpers';

/**
 * The demo user's postings made and read through the app's API from a tab (mock-data-safety.spec.ts,
 * mock-backend-sessions.spec.ts): what the fake backend keeps, seen without the screens.
 */

export const demo = PERSONAS.demo;
export const DAY = berlinDay(2);

interface Answer {
  status: number;
  body: unknown;
}

/** A call of the app's API from a tab, signed in with the tab's stored token (what the app itself sends). */
export function callApi(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body, header }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          [header]: localStorage.getItem('accessToken') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body, header: TOKEN_HEADER },
  );
}

export const postingFrom = (originName: string) =>
  oneTimePostingRequest({
    start: new Date(`${DAY}T07:00:00.000Z`),
    email: demo.email ?? '',
    originName,
  });

export interface Booking {
  bookingId: string;
  state: string;
  travelInfo: { origin: { name: string } };
}

export async function bookingsOf(page: Page): Promise<Booking[]> {
  const { status, body } = await callApi(page, 'GET', `/api/v1/bookings/${demo.id}`);
  expect(status).toBe(200);
  return body as Booking[];
}
