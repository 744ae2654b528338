import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SharedExclusiveLock } from '../lib/shared-exclusive-lock';
import { answerRequest, type RequestAnswerContext } from './answer-request';
import { ClientAttemptLimit, DEFAULT_FAILED_LOGINS_PER_CLIENT } from './client-limit';
import { controlCalls, newControlToken } from './control-calls';
import { HeldBodies } from './http-io';
import { allowedHostNames } from './request-target';
import { scenarioHandlers } from './scenario-handlers';
import { openSharedData } from './shared-data';
import { answerUnservedRequests, MAX_HEADER_BYTES } from './unserved-requests';
import type { MockHttpServerOptions, RunningMockHttpServer } from './mock-http-server-types';

export const DEFAULT_MOCK_SERVER_PORT = 8787;
/** Request bodies held at once (all requests together); a request beyond it is answered 503 at once. */
export const MAX_HELD_BODY_BYTES = 128 * 1024 * 1024;

/**
 * The fake backend over plain HTTP: the same contract handlers and seeded data as the browser's service worker,
 * for clients that are not this app (a native app, curl, Swagger UI, another team's integration tests).
 *
 * The data is shared by every client, so nothing a single request names changes it: a scenario named by a
 * request (x-wen-scenario, ?scenario=) shapes that request's answer only, and switching or re-seeding the
 * shared data is its own control call (POST /__mock/scenario with the x-wen-control header).
 */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<RunningMockHttpServer> {
  const controlToken = options.controlToken ?? newControlToken();
  const held = new HeldBodies(options.maxHeldBodyBytes ?? MAX_HELD_BODY_BYTES);
  const loginLimit = new ClientAttemptLimit(
    options.failedLoginsPerClient ?? DEFAULT_FAILED_LOGINS_PER_CLIENT,
  );
  const { shared, seedOf, dataFile, persist } = await openSharedData(options);

  /**
   * Reads run side by side (shared). Changes run one at a time (exclusive), so two clients cannot both cancel
   * one booking; so does a request that names another scenario (its scenario's data changes are put in place
   * for it alone and taken back afterwards) and a switch of the shared data.
   */
  const lock = new SharedExclusiveLock();
  const controls = controlCalls({
    controlToken,
    shared,
    lock,
    persist,
    seedOf,
    heldBodyBytes: () => held.bytes,
  });
  const handlers = scenarioHandlers({ shared, lock, persist, seedOf });
  const log = options.log ?? (() => undefined);
  let port = options.port ?? DEFAULT_MOCK_SERVER_PORT;
  let publicOrigin = '';
  let allowedHosts = new Set<string>();
  const answerContext: RequestAnswerContext = {
    handlers,
    controls,
    held,
    loginLimit,
    log,
    publicOrigin: () => publicOrigin,
    allowedHosts: () => allowedHosts,
  };

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (incoming, outgoing) => {
    answerRequest(answerContext, incoming, outgoing).catch((error: unknown) => {
      console.error('[mock server] request failed', error);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: 'The mock server failed.', code: 'INTERNAL' }));
      } else {
        outgoing.destroy();
      }
    });
  });
  answerUnservedRequests(server, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  publicOrigin = new URL(options.publicUrl ?? `http://localhost:${port}`).origin;
  allowedHosts = allowedHostNames(publicOrigin, options.allowedHosts);

  return {
    url: `http://localhost:${port}`,
    port,
    server,
    scenarioId: () => shared.selection.scenario.id,
    controlToken,
    dataFile,
    heldBodyBytes: () => held.bytes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
