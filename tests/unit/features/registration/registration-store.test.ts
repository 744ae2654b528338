import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeRegistration,
  hasCredentials,
  REGISTRATION_STORAGE_KEY,
  registration,
  registrationRequest,
  resetRegistration,
  setPassword,
  updateDraft,
} from '@/features/registration/registration-store';

/** valtio notifies subscribers asynchronously (a microtask later). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function stored(): unknown {
  return JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null');
}

function fillCompleteDraft() {
  updateDraft({
    email: ' jana.kraus@bmw.example ',
    acceptedTerms: true,
    group: 'corporate',
    givenName: ' Jana ',
    familyName: 'Kraus',
    department: 'FG-12',
    employeeNumber: ' Q012345 ',
  });
  setPassword('Sicher-123');
}

beforeEach(() => {
  resetRegistration();
});

describe('the registration draft', () => {
  it('is kept for the tab in sessionStorage, never with the password', async () => {
    fillCompleteDraft();
    await flush();

    const text = sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? '';
    expect(stored()).toMatchObject({
      draft: { email: ' jana.kraus@bmw.example ', group: 'corporate' },
    });
    expect(text).not.toContain('Sicher-123');
    expect(text).not.toContain('password');
    expect(localStorage.length).toBe(0);
  });

  it('is restored after a reload, without the password', async () => {
    fillCompleteDraft();
    await flush();
    vi.resetModules();
    const reloaded = await import('@/features/registration/registration-store');

    expect(reloaded.registration.draft.email).toBe(' jana.kraus@bmw.example ');
    expect(reloaded.registration.draft.acceptedTerms).toBe(true);
    expect(reloaded.registration.password).toBe('');
    // Without the password the later steps send the user back to step 1.
    expect(reloaded.hasCredentials(reloaded.registration)).toBe(false);
  });

  it('builds the POST /api/v1/register/create body only when complete, trimmed, with both acceptances', () => {
    expect(registrationRequest(registration)).toBeNull();
    fillCompleteDraft();
    expect(hasCredentials(registration)).toBe(true);
    expect(registrationRequest(registration)).toEqual({
      email: 'jana.kraus@bmw.example',
      password: 'Sicher-123',
      givenName: 'Jana',
      familyName: 'Kraus',
      department: 'FG-12',
      employeeNumber: 'Q012345',
      group: 'corporate',
      acceptedTerms: true,
      acceptedPrivacy: true,
    });
    updateDraft({ group: null });
    expect(registrationRequest(registration)).toBeNull();
  });

  it('drops draft and password once the account is created, and keeps what the last step shows', async () => {
    fillCompleteDraft();
    completeRegistration({
      email: 'jana.kraus@bmw.example',
      group: 'corporate',
      confirmationValidDays: 14,
    });
    await flush();

    expect(registration.password).toBe('');
    expect(registration.draft.email).toBe('');
    expect(stored()).toMatchObject({
      submitted: { email: 'jana.kraus@bmw.example', group: 'corporate', confirmationValidDays: 14 },
    });
  });
});
