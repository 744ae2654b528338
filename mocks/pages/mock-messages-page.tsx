import { format } from 'date-fns';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { db, onDatabaseChange } from '../db/database';
import type { FeedbackRecord, SupportMessageRecord } from '../db/schemas';
import { findUserById } from '../db/users-repository';
import { registerMockPage } from './mock-page-registry';

/** Where QA sees what the app sent to POST /feedback/nps and POST /support (mock mode only). */
export const MOCK_MESSAGES_PATH = '/mock-messages';

/** One received message, feedback or support, as the page lists it. */
export interface ReceivedMessage {
  kind: 'feedback' | 'support';
  id: string;
  receivedAt: string;
  userId: string;
  /** Given and family name, or null for an id the database does not know. */
  userName: string | null;
  /** Feedback only. */
  npsRating: number | null;
  message: string;
  integrationId: string;
  appVersion: string;
  /** Support only: bundleId / deviceId as sent. */
  device: string | null;
  /** Support only: whether an attachment came along. */
  hasAttachment: boolean;
}

/** Feedback and support messages in one list, newest first. */
export function listReceivedMessages(
  feedback: readonly FeedbackRecord[],
  support: readonly SupportMessageRecord[],
  userName: (userId: string) => string | null,
): ReceivedMessage[] {
  const entries: ReceivedMessage[] = [
    ...feedback.map((record): ReceivedMessage => ({
      kind: 'feedback',
      id: record.id,
      receivedAt: record.receivedAt,
      userId: record.userId,
      userName: userName(record.userId),
      npsRating: record.npsRating,
      message: record.message,
      integrationId: record.integrationId,
      appVersion: record.appVersion,
      device: null,
      hasAttachment: false,
    })),
    ...support.map((record): ReceivedMessage => ({
      kind: 'support',
      id: record.id,
      receivedAt: record.receivedAt,
      userId: record.userId,
      userName: userName(record.userId),
      npsRating: null,
      message: record.message,
      integrationId: record.integrationId,
      appVersion: record.appVersion,
      device: `${record.bundleId} / ${record.deviceId}`,
      hasAttachment: record.attachment !== null,
    })),
  ];
  return entries.sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
}

function nameOfUser(userId: string): string | null {
  const user = findUserById(userId);
  return user ? `${user.givenName} ${user.familyName}`.trim() : null;
}

function readMessages(): ReceivedMessage[] {
  return listReceivedMessages(db.feedback.all(), db.supportMessages.all(), nameOfUser);
}

/** Style props, not a style sheet: the built app's Content-Security-Policy allows no inline <style>. */
const styles = {
  page: { maxWidth: 720, margin: '0 auto', padding: 16 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: 12,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  entry: { padding: '12px 16px', border: '1px solid #c8c8c8', borderRadius: 8, background: '#fff' },
  kind: { margin: '0 0 8px', fontSize: '1.125rem' },
  fields: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 },
  term: { fontWeight: 600 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  message: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
} satisfies Record<string, CSSProperties>;

function Field({
  term,
  children,
  message = false,
}: {
  term: string;
  children: ReactNode;
  message?: boolean;
}) {
  return (
    <>
      <dt style={styles.term}>{term}</dt>
      <dd style={message ? styles.message : styles.value}>{children}</dd>
    </>
  );
}

function Entry({ entry }: { entry: ReceivedMessage }) {
  const kind = entry.kind === 'feedback' ? 'Feedback' : 'Support message';
  const received = format(new Date(entry.receivedAt), 'dd.MM.yyyy HH:mm:ss');
  return (
    <li style={styles.entry}>
      <article aria-label={`${kind}, ${received}`}>
        <h2 style={styles.kind}>{kind}</h2>
        <dl style={styles.fields}>
          <Field term="Received">
            <time dateTime={entry.receivedAt}>{received}</time>
          </Field>
          <Field term="User">
            {entry.userName ? `${entry.userName} (${entry.userId})` : entry.userId}
          </Field>
          {entry.npsRating !== null && <Field term="Rating">{entry.npsRating}</Field>}
          <Field term="Message" message>
            {entry.message}
          </Field>
          <Field term="Integration">{entry.integrationId}</Field>
          <Field term="App version">{entry.appVersion}</Field>
          {entry.device !== null && (
            <>
              <Field term="Bundle / device">{entry.device}</Field>
              <Field term="Attachment">{entry.hasAttachment ? 'yes' : 'none'}</Field>
            </>
          )}
        </dl>
      </article>
    </li>
  );
}

/**
 * Mock-only page listing the feedback and support messages the fake backend received, newest first, so QA can
 * check what the app sent. English only: it is a QA tool, not part of the app. It follows changes other tabs
 * make (their changes reach this tab through IndexedDB and a BroadcastChannel).
 */
export function MockMessagesPage() {
  const [messages, setMessages] = useState<ReceivedMessage[]>(readMessages);

  useEffect(() => {
    document.title = 'Received messages · WEN mock backend';
    document.documentElement.lang = 'en';
    // Messages another tab's app sends arrive here with that tab's changes (mocks/db/persistent-store.ts).
    return onDatabaseChange(() => setMessages(readMessages()));
  }, []);

  return (
    <main style={styles.page}>
      <h1>Received feedback and support messages</h1>
      <p>
        What the mock backend received on POST /feedback/nps and POST /support, newest first. Mock
        mode only.
      </p>
      <p>
        <a href="/">Back to the app</a>
      </p>
      {messages.length === 0 ? (
        <p role="status">Nothing received yet.</p>
      ) : (
        <ol style={styles.list} aria-label="Received messages">
          {messages.map((entry) => (
            <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
          ))}
        </ol>
      )}
    </main>
  );
}

registerMockPage({ path: MOCK_MESSAGES_PATH, load: () => Promise.resolve(MockMessagesPage) });
