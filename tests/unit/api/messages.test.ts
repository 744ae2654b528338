import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { feedbackMutation, messageKeys, supportMessageMutation } from '@/api/messages';
import { buildFeedbackPayload, buildSupportPayload } from '@/features/help-support/payloads';
import { ApiStatusError } from '@/lib/api-errors';
import { env } from '@/lib/env';
import { queryClient, runMutation } from '@/lib/query-client';
import { TEST_NOW } from '../support/mock-backend-harness';
import {
  calledRoutes,
  failNextCall,
  holdNextCall,
  overrideRoute,
  storeTokenOf,
  useAppTestBackend,
} from '../support/app-test-backend';
import { resetAppState } from '../support/render-app';

/**
 * The messages resource (src/api/messages.ts) against the node fake backend: feedback and support messages,
 * run as the help screens run them (a mutation through the cache); the backend stores what was sent.
 */

useAppTestBackend({ now: TEST_NOW });

beforeEach(async () => {
  resetAppState();
  await storeTokenOf('demo');
  calledRoutes.length = 0;
});

const feedback = buildFeedbackPayload({
  userId: 'user-demo',
  npsRating: 8,
  text: 'Works well',
  integrationId: 'commutePooling',
});
const support = buildSupportPayload({
  userId: 'user-demo',
  text: 'My posting is gone.',
  integrationId: 'commutePooling',
});

describe('feedback (POST /feedback/nps)', () => {
  it("is sent with the app's client credentials and stored by the backend", async () => {
    const headers: Headers[] = [];
    overrideRoute('feedbackSupport.feedback', (request) => {
      headers.push(request.headers);
      return undefined;
    });
    await expect(runMutation(feedbackMutation(), feedback)).resolves.toBeUndefined();

    expect(calledRoutes).toEqual(['feedbackSupport.feedback']);
    expect(headers.map((sent) => sent.get('x-client-id'))).toEqual([env.feedbackClientId]);
    expect(db.feedback.all().at(-1)).toMatchObject({
      userId: 'user-demo',
      message: 'Works well',
      npsRating: 8,
    });
  });

  it('rejects with the status of an error answer, nothing stored', async () => {
    const before = db.feedback.all().length;
    failNextCall('feedbackSupport.feedback');
    const failure = runMutation(feedbackMutation(), feedback);
    await expect(failure).rejects.toBeInstanceOf(ApiStatusError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
    expect(db.feedback.all()).toHaveLength(before);
  });
});

describe('a support message (POST /support)', () => {
  it('is stored by the backend for the user', async () => {
    await expect(runMutation(supportMessageMutation(), support)).resolves.toBeUndefined();
    expect(calledRoutes).toEqual(['feedbackSupport.support']);
    expect(db.supportMessages.all().at(-1)).toMatchObject({
      userId: 'user-demo',
      message: 'My posting is gone.',
      integrationId: 'commutePooling',
    });
  });

  it('is busy under its mutation key while it runs, and only that one', async () => {
    const release = holdNextCall('feedbackSupport.support');
    const running = runMutation(supportMessageMutation(), support);
    expect(queryClient.isMutating({ mutationKey: messageKeys.support })).toBe(1);
    expect(queryClient.isMutating({ mutationKey: messageKeys.feedback })).toBe(0);
    release();
    await running;
    expect(queryClient.isMutating({ mutationKey: messageKeys.support })).toBe(0);
  });
});
