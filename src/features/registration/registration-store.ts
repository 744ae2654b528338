import { z } from 'zod';
import type { RegistrationRequest } from '@contract/auth';
import { UserGroupSchema, type UserGroup } from '@contract/schemas';
import { persistedStore, schemaReader } from '@/lib/persisted-store';

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

/** What is stored (never the password), read field by field: an unusable field starts empty. */
const StoredRegistrationSchema = z.object({
  draft: z
    .object({
      email: z.string().catch(''),
      acceptedTerms: z.boolean().catch(false),
      group: UserGroupSchema.nullable().catch(null),
      givenName: z.string().catch(''),
      familyName: z.string().catch(''),
      department: z.string().catch(''),
      employeeNumber: z.string().catch(''),
    })
    .catch(emptyDraft),
  submitted: z
    .object({
      email: z.string(),
      group: UserGroupSchema,
      confirmationValidDays: z.number(),
    })
    .nullable()
    .catch(null),
});

// A value of its own: inside the call, the generic call would leave the stored type unknown to `restore`.
const readStoredRegistration = schemaReader(StoredRegistrationSchema);

export const registration = persistedStore({
  kind: 'session',
  key: REGISTRATION_STORAGE_KEY,
  read: readStoredRegistration,
  initial: (): RegistrationState => ({ draft: emptyDraft(), password: '', submitted: null }),
  restore: (stored): RegistrationState => ({ ...stored, password: '' }),
  save: ({ draft, submitted }) => ({ draft, submitted }),
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
