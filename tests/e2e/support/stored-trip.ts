import type { Page } from '@playwright/test';
import { weekDaysOf } from '@contract/schemas';
import { berlinDay } from './posting-helpers';

/** The sessionStorage keys the app restores the mobility request and the creation draft from. */
export const REQUEST_KEY = 'wen.mobilityRequest';
export const DRAFT_KEY = 'wen.postingDraft';

/** A complete search request Dachau → FIZ departing now, as the dashboard stores it. */
export function dachauToFizRequest() {
  return {
    origin: { latitude: 48.26027, longitude: 11.43416, name: 'Dachau', address: '85221 Dachau' },
    destination: {
      latitude: 48.20052,
      longitude: 11.55963,
      name: 'FIZ Forschungs- und Innovationszentrum',
      address: 'Knorrstraße 147, 80937 München',
    },
    departureTime: new Date().toISOString(),
    postingType: null,
    mobilityRequestId: null,
  };
}

/** A filled one-time OFFERING draft in three days at 17:00, as the creation flow stores it. */
export function oneTimeDraft(description = '') {
  return {
    postingType: 'OFFERING',
    tripKind: 'ONE_TIME',
    recurringKind: null,
    shift: null,
    weekDays: weekDaysOf(),
    periodStart: null,
    periodEnd: null,
    meetingTime: `${berlinDay(3)}T17:00`,
    description,
  };
}

/** Puts entries into the tab's sessionStorage before the app restores them (reload or navigate next). */
export async function seedSession(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) {
      sessionStorage.setItem(key, JSON.stringify(value));
    }
  }, entries);
}
