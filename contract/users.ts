import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { USERS_ME_PATH } from './plain-forms';
import { UserSchema } from './schemas';

const c = initContract();

export const AcceptTermsRequestSchema = z.object({ userId: z.string().min(1) });
export const UpdateEmailRequestSchema = z.object({ email: z.email().max(200) });

export const usersContract = c.router({
  me: {
    method: 'GET',
    path: USERS_ME_PATH,
    responses: { 200: UserSchema },
    summary: 'The user of the token',
  },
  acceptTerms: {
    method: 'POST',
    path: '/users/acceptTerms',
    body: AcceptTermsRequestSchema,
    // Not shown in the spec: any 2xx is success (the client refreshes the user afterwards); the fake answers 204.
    responses: { 204: c.noBody() },
    summary: 'Accept the current terms',
  },
  updateEmail: {
    method: 'POST',
    path: '/users/me/update-email',
    body: UpdateEmailRequestSchema,
    // Not shown in the spec: any 2xx is success; the fake answers the updated user, which the client uses if it
    // can read it (else it reloads the user).
    responses: { 200: UserSchema, 204: c.noBody() },
    summary: 'Set the e-mail address of a user who has none',
  },
});
