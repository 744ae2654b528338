import fc from 'fast-check';
import { expect } from 'vitest';
import { FeedbackRequestSchema, SupportRequestSchema } from '@contract/feedback-support';
import { WEBAPP_DEVICE } from '@contract/plain-forms';
import { CLIENT_ID_HEADER } from '@mocks/handlers/define-handler';
import { db, PERSONAS } from '@mocks/node';
import { call, TEST_NOW } from '../support/mock-backend-harness';
import { freeText } from './hostile-input';
import { type EndpointFuzz, countInput, tokens } from './fuzz-harness';
import {
  appVersion,
  asJson,
  callerOr,
  integrationId,
  json,
  lastOf,
  rarely,
  rejectedBodies,
} from './fuzz-arbitraries';

/** The fuzzed message endpoints (fuzz-endpoints.ts): feedback and support. */

const otherUserIds = fc.constantFrom(...Object.values(PERSONAS).map((persona) => persona.id));

const validFeedback = (userId: string) =>
  fc.record({
    userId: fc.constant(userId),
    message: fc.oneof(fc.constant('no answer'), freeText(2000)),
    npsRating: fc.integer({ min: 0, max: 10 }),
    integrationId,
    appVersion,
  });

export const feedback: EndpointFuzz = {
  title: 'feedback',
  routeName: 'feedbackSupport.feedback',
  rejected: () =>
    fc.record({
      token: callerOr(['demo']),
      headers: fc.oneof(
        { weight: 6, arbitrary: fc.constant({ [CLIENT_ID_HEADER]: 'wen-webapp' }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom({}, { [CLIENT_ID_HEADER]: '' }, { 'x-client-secret': 'x' }),
        },
      ),
      body: rejectedBodies(
        asJson(otherUserIds.chain(validFeedback)),
        fc
          .tuple(validFeedback(PERSONAS.demo.id), fc.integer({ min: 11, max: 1000 }), fc.boolean())
          .map(([request, rating, negative]) =>
            json({ ...request, npsRating: negative ? -rating : rating }),
          ),
      ),
    }),
  business: ({ body, caller }) =>
    (body as { userId: string }).userId === caller?.id
      ? { status: 204 }
      : { status: 403, code: 'FORBIDDEN' },
  validRuns: 100,
  valid: () =>
    fc.asyncProperty(validFeedback(PERSONAS.demo.id), async (request) => {
      const result = await call('POST', '/feedback/nps', {
        token: tokens.demo,
        headers: { [CLIENT_ID_HEADER]: 'wen-webapp' },
        body: request,
      });
      countInput('feedback', result.status);
      expect(result.status).toBe(204);
      const { id: _id, receivedAt, ...stored } = lastOf(db.feedback.all());
      expect(receivedAt).toBe(TEST_NOW.toISOString());
      expect(stored).toEqual(FeedbackRequestSchema.parse(request));
    }),
};

const validSupport = (userId: string) =>
  fc.record({
    userId: fc.constant(userId),
    message: freeText(5000),
    integrationId,
    bundleId: fc.constant(WEBAPP_DEVICE),
    deviceId: fc.constant(WEBAPP_DEVICE),
    appVersion,
    attachment: fc.oneof(
      fc.constant(null),
      fc.base64String({ maxLength: 400 }).map((data) => `data:image/png;base64,${data}`),
    ),
  });

export const support: EndpointFuzz = {
  title: 'support',
  routeName: 'feedbackSupport.support',
  rejected: () =>
    fc.record({
      token: callerOr(['demo']),
      body: rejectedBodies(
        asJson(otherUserIds.chain(validSupport)),
        rarely(
          fc
            .tuple(validSupport(PERSONAS.demo.id), fc.constantFrom('a', '😀'))
            .map(([request, unit]) =>
              json({ ...request, attachment: unit.repeat(Math.ceil(1_000_001 / unit.length)) }),
            ),
        ),
      ),
    }),
  business: ({ body, caller }) =>
    (body as { userId: string }).userId === caller?.id
      ? { status: 204 }
      : { status: 403, code: 'FORBIDDEN' },
  validRuns: 100,
  valid: () =>
    fc.asyncProperty(validSupport(PERSONAS.demo.id), async (request) => {
      const result = await call('POST', '/support', { token: tokens.demo, body: request });
      countInput('support', result.status);
      expect(result.status).toBe(204);
      const { id: _id, receivedAt, ...stored } = lastOf(db.supportMessages.all());
      expect(receivedAt).toBe(TEST_NOW.toISOString());
      expect(stored).toEqual(SupportRequestSchema.parse(request));
    }),
};
