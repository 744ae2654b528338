import type { Server } from 'node:http';

/** The options and the handle of the mock HTTP server (mocks/server/mock-http-server.ts). */

export interface MockHttpServerOptions {
  /** 0 picks a free port (tests). Default 8787. */
  port?: number;
  /** Default '127.0.0.1': the server is for this machine only. */
  host?: string;
  /** A scenario id of the registry; default 'default'. */
  scenario?: string;
  /** The seed of the data (and of the scenarios' repeatable randomness); default: the scenario's, else DEFAULT_SEED. */
  seed?: number;
  /** One line per request; default none. */
  log?: (line: string) => void;
  /**
   * The origin clients reach the server at (links in answers are built from it); default
   * http://localhost:<port>. Never taken from a request's Host header.
   */
  publicUrl?: string;
  /**
   * The secret of the control surface (switch, re-seed, lift lockouts, fault headers, garbage collection): sent
   * as the value of the x-wen-control header. Default: a fresh random one (running.controlToken; main.ts prints it).
   */
  controlToken?: string;
  /** Host names accepted beside localhost, 127.0.0.1, [::1], *.localhost and publicUrl's host. */
  allowedHosts?: readonly string[];
  /** Keep the shared data in this file (loaded at start, written atomically after each change). */
  dataFile?: string;
  /** Failed logins per client (remote address) a minute before it gets 429; default 20. */
  failedLoginsPerClient?: number;
  /** Bytes of request bodies held at once; default MAX_HELD_BODY_BYTES. */
  maxHeldBodyBytes?: number;
}

export interface RunningMockHttpServer {
  /** e.g. 'http://localhost:8787' */
  url: string;
  port: number;
  server: Server;
  /** The scenario in effect. */
  scenarioId(): string;
  /** The x-wen-control value the control surface needs. */
  controlToken: string;
  /** Where the shared data is kept, if on disk. */
  dataFile: string | undefined;
  /** Bytes of request bodies held right now (0 when every request is answered or gone). */
  heldBodyBytes(): number;
  close(): Promise<void>;
}
