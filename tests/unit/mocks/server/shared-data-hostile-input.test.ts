// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_USER } from '@mocks/db/auth-repository';
import { db } from '@mocks/db/database';
import { MAX_SENT_MAILS } from '@mocks/db/mailbox-repository';
import {
  MAX_FEEDBACK_ENTRIES,
  MAX_SUPPORT_ATTACHMENT_CHARS,
  MAX_SUPPORT_MESSAGES,
} from '@mocks/db/messages-repository';
import { runBurst } from '@mocks/server/burst';
import {
  bookingRequest,
  call,
  demo,
  server,
  signIn,
  startServerForFile,
} from './shared-data-calls';

/**
 * The standalone mock server is shared by whoever points at it: nothing a single request names may change the
 * shared data or its security state, and the server keeps to the contract's statuses under hostile input.
 */

startServerForFile();
describe('the shared data of the standalone mock server', () => {
  it('answers bad path encoding, an oversized body and an oversized head with 400', async () => {
    const { token } = await signIn();
    for (const path of ['/api/v1/bookings/%ff', '/api/v1/bookings/cancel/%E0%A4%A']) {
      const method = path.includes('cancel') ? 'PUT' : 'GET';
      const answer = await call(method, path, { token });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION' });
    }
    const large = await call('POST', '/support', { token, body: 'x'.repeat(3 * 1024 * 1024) });
    expect(large).toMatchObject({ status: 400, body: { code: 'TOO_LARGE' } });
    const head = await call('GET', '/users/me', { headers: { 'x-padding': 'y'.repeat(20_000) } });
    expect(head).toMatchObject({ status: 400, body: { code: 'HEADERS_TOO_LARGE' } });
  });

  it('builds links from its configuration, never from the Host header or the request target', async () => {
    const get = (path: string, host: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port: server.port, path, headers: { host } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    const own = await get('/auth/registrationLink', `localhost:${server.port}`);
    const { registrationLink } = JSON.parse(own.text) as { registrationLink: string };
    expect(new URL(registrationLink).origin).toBe(server.url);
    // A Host the server is not known by (a DNS-rebinding page) is refused.
    const foreign = await get('/auth/registrationLink', 'attacker.example');
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain('HOST_NOT_ALLOWED');
    // A target '//other.host/…' is a path of this server, no route: its host never reaches a link.
    const pathLike = await get(
      '//attacker.example/auth/registrationLink',
      `localhost:${server.port}`,
    );
    expect(pathLike.status).toBe(404);
    expect(pathLike.text).not.toContain('attacker.example/register');
  });

  it('two clients cancelling one booking at once: one wins, the other is told it is cancelled', async () => {
    const { token } = await signIn();
    const created = await call('POST', '/api/v1/bookings', { token, body: bookingRequest(6) });
    const { bookingId } = created.body as { bookingId: string };
    const { token: other } = await signIn();
    const answers = await Promise.all(
      [token, other].map((caller) =>
        call('PUT', `/api/v1/bookings/cancel/${bookingId}`, { token: caller }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('a burst of 400 mixed requests at concurrency 50: all answered, no server error, growth capped', async () => {
    const result = await runBurst({ url: server.url, requests: 400, concurrency: 50 });
    const serverErrors = Object.entries(result.statuses).filter(
      ([status]) => Number(status) >= 500,
    );
    expect(serverErrors).toEqual([]);
    expect(result.unexpectedNetworkErrors).toBe(0);
    expect(Object.values(result.statuses).reduce((sum, count) => sum + count, 0)).toBe(400);
    expect(db.supportMessages.count()).toBeLessThanOrEqual(MAX_SUPPORT_MESSAGES);
    const attachmentChars = db.supportMessages
      .all()
      .reduce((sum, message) => sum + (message.attachment?.length ?? 0), 0);
    expect(attachmentChars).toBeLessThanOrEqual(MAX_SUPPORT_ATTACHMENT_CHARS);
    expect(db.feedback.count()).toBeLessThanOrEqual(MAX_FEEDBACK_ENTRIES);
    expect(db.sentMails.count()).toBeLessThanOrEqual(MAX_SENT_MAILS);
    expect(db.sessions.findMany((q) => q.where({ userId: demo.id })).length).toBeLessThanOrEqual(
      MAX_SESSIONS_PER_USER,
    );
    expect(
      db.sessions.findFirst((q) => q.where((session) => session.revokedAt !== null)),
    ).toBeUndefined();
  }, 60_000);
});
