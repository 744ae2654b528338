import { mutationOptions } from '@tanstack/react-query';
import type { OnboardRequest, RegistrationRequest } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { expectSuccess } from '@/lib/api-errors';

/**
 * The registration resource (spec section 4): the e-mail sign-up, the company sign-on's registration for WEN and
 * the missing e-mail address, as mutations over the typed client
 * (docs/decisions/021-one-module-per-api-resource.md). A failure rejects with the answer's status and body
 * (`ApiStatusError`), or with the error of no answer.
 */

/** The registration's mutation keys, one per call. */
export const registrationKeys = {
  create: ['registration', 'create'],
  onboard: ['registration', 'onboard'],
  updateEmail: ['registration', 'update-email'],
} as const;

/** What the backend says of a created account, when it says anything (its answer is not shown in the spec). */
export interface CreatedAccount {
  email: string;
  confirmationValidDays: number;
}

/** POST /api/v1/register/create (step 3 of the e-mail sign-up): the created account, or null without an answer. */
export async function registerAccount(
  request: RegistrationRequest,
): Promise<CreatedAccount | null> {
  const answer = expectSuccess(await apiClient.auth.registerCreate({ body: request }));
  return answer.status === 201 ? answer.body : null;
}

/** POST /api/v1/register/onboard: a new user of the company sign-on registers for WEN (any 2xx is success). */
export async function registerSignedOnUser(request: OnboardRequest): Promise<void> {
  expectSuccess(await apiClient.auth.registerOnboard({ body: request }));
}

/** POST /users/me/update-email: the address of a user who has none (any 2xx is success). */
export async function updateEmail(email: string): Promise<void> {
  expectSuccess(await apiClient.users.updateEmail({ body: { email } }));
}

/** The e-mail sign-up's registration; resolves with what the backend says of the account (or null). */
export function registerAccountMutation() {
  return mutationOptions({
    mutationKey: registrationKeys.create,
    mutationFn: (request: RegistrationRequest) => registerAccount(request),
  });
}

/** The company sign-on's registration for WEN. */
export function registerSignedOnUserMutation() {
  return mutationOptions({
    mutationKey: registrationKeys.onboard,
    mutationFn: (request: OnboardRequest) => registerSignedOnUser(request),
  });
}

/** Saving the missing e-mail address; the variables are the address. */
export function updateEmailMutation() {
  return mutationOptions({
    mutationKey: registrationKeys.updateEmail,
    mutationFn: (email: string) => updateEmail(email),
  });
}
