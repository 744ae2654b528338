import { contract } from '@contract/router';
import { storeFeedback, storeSupportMessage } from '../db/messages-repository';
import { defineHandler, fail, type RouteHandlerDefinition } from './define-handler';

const notYours = () => fail(403, 'Messages can only be sent in your own name.', 'FORBIDDEN');

const feedback = defineHandler(contract.feedbackSupport.feedback, async ({ body, caller }) => {
  if (body.userId !== caller.user.id) return notYours();
  await storeFeedback(body);
  return { status: 204, body: undefined };
});

const support = defineHandler(contract.feedbackSupport.support, async ({ body, caller }) => {
  if (body.userId !== caller.user.id) return notYours();
  await storeSupportMessage(body);
  return { status: 204, body: undefined };
});

export const feedbackSupportHandlers: RouteHandlerDefinition[] = [feedback, support];
