import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, db, resetDatabase } from '@mocks/node';
import { listReceivedMessages, MockMessagesPage } from '@mocks/pages/mock-messages-page';
import type { FeedbackRecord, SupportMessageRecord } from '@mocks/db/schemas';
import { mockPages } from '@mocks/pages/mock-page-registry';
import { TEST_NOW } from '../support/mock-backend-harness';

const feedback = (receivedAt: string, overrides: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  id: `f-${receivedAt}`,
  receivedAt,
  userId: 'user-demo',
  message: 'no answer',
  npsRating: 7,
  integrationId: 'commutePooling',
  appVersion: '0.11.4',
  ...overrides,
});

const support = (
  receivedAt: string,
  overrides: Partial<SupportMessageRecord> = {},
): SupportMessageRecord => ({
  id: `s-${receivedAt}`,
  receivedAt,
  userId: 'user-demo',
  message: 'The map does not load.',
  integrationId: 'commutePooling',
  bundleId: 'Webapp',
  deviceId: 'Webapp',
  appVersion: '0.11.4',
  attachment: null,
  ...overrides,
});

describe('received messages', () => {
  it('merges feedback and support messages, newest first, with the user name', () => {
    const entries = listReceivedMessages(
      [
        feedback('2026-11-21T08:00:00.000Z'),
        feedback('2026-11-21T10:00:00.000Z', { npsRating: 3 }),
      ],
      [support('2026-11-21T09:00:00.000Z', { userId: 'unknown' })],
      (userId) => (userId === 'user-demo' ? 'Max Mustermann' : null),
    );
    expect(entries.map((entry) => [entry.kind, entry.receivedAt, entry.userName])).toEqual([
      ['feedback', '2026-11-21T10:00:00.000Z', 'Max Mustermann'],
      ['support', '2026-11-21T09:00:00.000Z', null],
      ['feedback', '2026-11-21T08:00:00.000Z', 'Max Mustermann'],
    ]);
    expect(entries[0]).toMatchObject({ npsRating: 3, device: null });
    expect(entries[1]).toMatchObject({
      npsRating: null,
      device: 'Webapp / Webapp',
      hasAttachment: false,
    });
  });
});

describe('the /mock-messages page', () => {
  beforeEach(async () => {
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
  });

  it('is registered as a mock page', () => {
    expect(mockPages.some((page) => page.path === '/mock-messages')).toBe(true);
  });

  it('says when nothing was received', () => {
    render(<MockMessagesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing received yet.');
  });

  it('lists time, user, rating, message, integration id and app version, newest first', async () => {
    await db.feedback.create(feedback('2026-11-21T08:00:00.000Z'));
    await db.supportMessages.create(
      support('2026-11-21T09:30:00.000Z', { message: 'Line one\nline two' }),
    );

    render(<MockMessagesPage />);

    const items = within(screen.getByRole('list', { name: 'Received messages' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading')).toHaveTextContent('Support message');
    expect(newest).toHaveTextContent('Line one');
    expect(newest).toHaveTextContent('Webapp / Webapp');
    expect(newest).not.toHaveTextContent('Rating');
    const values = (item: HTMLElement) =>
      Object.fromEntries(
        within(item)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(values(oldest)).toEqual({
      Received: expect.stringMatching(/^21\.11\.2026 \d\d:00:00$/),
      User: 'Max Mustermann (user-demo)',
      Rating: '7',
      Message: 'no answer',
      Integration: 'commutePooling',
      'App version': '0.11.4',
    });
  });
});
