import { tsr } from '@/lib/api-client';

/**
 * The registration's calls (spec section 4), in one place for the feature as every feature has them
 * (docs/architecture.md): TanStack Query mutations built on the typed ts-rest client.
 */

/** Step 3 of the e-mail sign-up: POST /api/v1/register/create. */
export const useRegisterCreate = () => tsr.auth.registerCreate.useMutation();

/** A new user of the company sign-on registers for WEN: POST /api/v1/register/onboard. */
export const useRegisterOnboard = () => tsr.auth.registerOnboard.useMutation();

/** The missing e-mail address step: POST /users/me/update-email. */
export const useUpdateEmail = () => tsr.users.updateEmail.useMutation();
