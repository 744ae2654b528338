import { proxy, subscribe } from 'valtio';
import type { RegistrationRequest } from '@contract/auth';
import type { UserGroup } from '@contract/schemas';

/**
 * The draft of the four-step e-mail registration, shared by its steps. Kept for the tab (sessionStorage) so
 * going back and forth or switching the language loses nothing; the password never goes to storage: it lives
 * in memory only, and a step that needs it but finds none (after a reload) sends the user back to step 1.
 */
export interface RegistrationDraft {
  email: string;
  /** Terms of use and privacy notice, accepted together with one checkbox. */
  acceptedTerms: boolean;
  group: UserGroup | null;
  givenName: string;
  familyName: string;
  department: string;
  employeeNumber: string;
}

/** What the 'You got mail' step shows once the registration is sent. */
export interface SubmittedRegistration {
  email: string;
  group: UserGroup;
  confirmationValidDays: number;
}

export interface RegistrationState {
  draft: RegistrationDraft;
  /** Memory only (see above). */
  password: string;
  submitted: SubmittedRegistration | null;
}

export const REGISTRATION_STORAGE_KEY = 'wen.registrationDraft';

function emptyDraft(): RegistrationDraft {
  return {
    email: '',
    acceptedTerms: false,
    group: null,
    givenName: '',
    familyName: '',
    department: '',
    employeeNumber: '',
  };
}

type StoredRegistration = Pick<RegistrationState, 'draft' | 'submitted'>;

function restore(): RegistrationState {
  const initial: RegistrationState = { draft: emptyDraft(), password: '', submitted: null };
  try {
    const stored = sessionStorage.getItem(REGISTRATION_STORAGE_KEY);
    if (!stored) return initial;
    const parsed = JSON.parse(stored) as Partial<StoredRegistration>;
    return {
      ...initial,
      draft: { ...initial.draft, ...parsed.draft },
      submitted: parsed.submitted ?? null,
    };
  } catch {
    return initial; // unreadable or blocked storage: start afresh
  }
}

export const registration = proxy<RegistrationState>(restore());

subscribe(registration, () => {
  const stored: StoredRegistration = {
    draft: registration.draft,
    submitted: registration.submitted,
  };
  try {
    sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the draft lives in memory only
  }
});

export function updateDraft(change: Partial<RegistrationDraft>): void {
  Object.assign(registration.draft, change);
}

export function setPassword(password: string): void {
  registration.password = password;
}

/** Steps 2 and 3 need step 1 done in this page's life (the password is not stored). */
export function hasCredentials(state: RegistrationState): boolean {
  return state.draft.email.trim() !== '' && state.password !== '' && state.draft.acceptedTerms;
}

/** The body of POST /api/v1/register/create from a complete draft, or null when something is missing. */
export function registrationRequest(state: RegistrationState): RegistrationRequest | null {
  const { draft, password } = state;
  if (!hasCredentials(state) || !draft.group) return null;
  return {
    email: draft.email.trim(),
    password,
    givenName: draft.givenName.trim(),
    familyName: draft.familyName.trim(),
    department: draft.department.trim(),
    employeeNumber: draft.employeeNumber.trim(),
    group: draft.group,
    acceptedTerms: true,
    acceptedPrivacy: true,
  };
}

/** The account is created: the draft and the password are dropped, what the last step shows is kept. */
export function completeRegistration(submitted: SubmittedRegistration): void {
  registration.draft = emptyDraft();
  registration.password = '';
  registration.submitted = submitted;
}

/** Back to an empty form (tests; a fresh start). */
export function resetRegistration(): void {
  registration.draft = emptyDraft();
  registration.password = '';
  registration.submitted = null;
}
