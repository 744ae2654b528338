import { contract } from '@contract/router';
import { findUserByEmail, toUser, updateUser } from '../db/users-repository';
import { defineHandler, fail, type RouteHandlerDefinition } from './define-handler';

const me = defineHandler(
  contract.users.me,
  ({ caller }) => ({ status: 200, body: toUser(caller.user) }),
  { readsAccountsOnly: true },
);

const acceptTerms = defineHandler(contract.users.acceptTerms, async ({ body, caller }) => {
  if (body.userId !== caller.user.id) {
    return fail(403, 'Terms can only be accepted for yourself.', 'FORBIDDEN');
  }
  await updateUser(caller.user, (draft) => {
    draft.acceptedTerms = true;
  });
  return { status: 204, body: undefined };
});

const updateEmail = defineHandler(contract.users.updateEmail, async ({ body, caller }) => {
  const holder = findUserByEmail(body.email);
  if (holder && holder.id !== caller.user.id) {
    return fail(409, 'The e-mail address is already in use.', 'EMAIL_IN_USE');
  }
  const updated = await updateUser(caller.user, (draft) => {
    draft.email = body.email;
  });
  return { status: 200, body: toUser(updated) };
});

export const usersHandlers: RouteHandlerDefinition[] = [me, acceptTerms, updateEmail];
