import { parseArgs } from 'node:util';
import { DEFAULT_SEED, DEMO_PASSWORD, PERSONAS } from '../seed';
import { DEFAULT_FAILED_LOGINS_PER_CLIENT } from './client-limit';
import { DataFileError } from './data-file';
import { CONTROL_TOKEN_ENV } from './control-calls';
import { DEFAULT_MOCK_SERVER_PORT, startMockHttpServer } from './mock-http-server';
import { knownScenarioIds, UnknownScenarioError } from './scenario-selection';

export const USAGE = `Usage: npm run mock:server -- [--port <n>] [--scenario <id>] [--seed <n>] [--host <address>] [--public-url <url>] [--allowed-host <name>] [--data <file>] [--control-token <secret>] [--failed-logins-per-client <n>] [--quiet]
  --port           port to listen on (default: $PORT, else ${DEFAULT_MOCK_SERVER_PORT}; 0 picks a free one)
  --scenario       scenario of the shared data at start (${knownScenarioIds().join(', ')}; default: default)
  --seed           seed of the generated data (default: ${DEFAULT_SEED})
  --host           address to listen on (default: 127.0.0.1, this machine only)
  --public-url     the origin clients reach the server at, for links in answers (default: http://localhost:<port>)
  --allowed-host   a host name clients may use beside localhost and --public-url's (repeatable or comma-separated)
  --data           keep the shared data in this file: loaded at start, written after every change (default: memory only)
  --failed-logins-per-client  failed logins a client (address) may make a minute before it gets 429 (default: ${DEFAULT_FAILED_LOGINS_PER_CLIENT})
  --control-token  the secret of the control calls (default: $${CONTROL_TOKEN_ENV}, else a random one, printed at start)
  --quiet          no line per request
Switch or re-seed the shared data later with POST /__mock/scenario (header x-wen-control: <control token>, JSON
body {"scenario": "<id>", "seed": <n>, "liftLockouts": false}); a scenario named by a request applies to that
request only. The x-wen-fault header needs the control token too.`;

export interface MockServerArguments {
  port: number;
  scenario: string | undefined;
  seed: number | undefined;
  host: string | undefined;
  publicUrl: string | undefined;
  allowedHosts: string[];
  dataFile: string | undefined;
  controlToken: string | undefined;
  failedLoginsPerClient: number | undefined;
  quiet: boolean;
  help: boolean;
}

function integerOption(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, not '${text}'.`);
  }
  return value;
}

function httpOrigin(text: string): string {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`--public-url must be an absolute http(s) URL, not '${text}'.`);
}

function controlTokenOption(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^[\x21-\x7e]{16,}$/.test(text)) {
    throw new Error(
      `--control-token (or ${CONTROL_TOKEN_ENV}) must be at least 16 visible ASCII characters without spaces.`,
    );
  }
  return text;
}

/** The command line (and PORT); a wrong value throws a message naming the option. */
export function parseMockServerArguments(
  args: readonly string[],
  environment: Record<string, string | undefined> = process.env,
): MockServerArguments {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string' },
      scenario: { type: 'string' },
      seed: { type: 'string' },
      host: { type: 'string' },
      'public-url': { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      data: { type: 'string' },
      'control-token': { type: 'string' },
      'failed-logins-per-client': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const portText = values.port ?? environment.PORT;
  return {
    port:
      portText === undefined || portText === ''
        ? DEFAULT_MOCK_SERVER_PORT
        : integerOption(values.port === undefined ? 'port (PORT)' : 'port', portText, 0, 65_535),
    scenario: values.scenario,
    seed:
      values.seed === undefined ? undefined : integerOption('seed', values.seed, 0, 2 ** 32 - 1),
    host: values.host,
    publicUrl: values['public-url'] === undefined ? undefined : httpOrigin(values['public-url']),
    allowedHosts: (values['allowed-host'] ?? []).flatMap((item) =>
      item
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
    dataFile: values.data === undefined || values.data === '' ? undefined : values.data,
    failedLoginsPerClient:
      values['failed-logins-per-client'] === undefined
        ? undefined
        : integerOption(
            'failed-logins-per-client',
            values['failed-logins-per-client'],
            1,
            10_000_000,
          ),
    controlToken: controlTokenOption(values['control-token'] ?? environment[CONTROL_TOKEN_ENV]),
    quiet: values.quiet,
    help: values.help,
  };
}

/** Runs the server until SIGINT/SIGTERM; resolves with the process exit code. */
export async function main(args: readonly string[]): Promise<number> {
  let options: MockServerArguments;
  try {
    options = parseMockServerArguments(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  let running;
  try {
    running = await startMockHttpServer({
      port: options.port,
      host: options.host,
      scenario: options.scenario,
      seed: options.seed,
      publicUrl: options.publicUrl,
      allowedHosts: options.allowedHosts,
      dataFile: options.dataFile,
      controlToken: options.controlToken,
      failedLoginsPerClient: options.failedLoginsPerClient,
      log: options.quiet ? undefined : (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof UnknownScenarioError || error instanceof DataFileError) {
      console.error(error.message);
      return 2;
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${options.port} is in use: choose another with --port <n> (or PORT).`);
      return 1;
    }
    throw error;
  }
  console.log(`WEN mock backend on ${running.url}`);
  console.log(
    `  scenario ${running.scenarioId()}, seed ${options.seed ?? DEFAULT_SEED}; ` +
      `sign in as ${PERSONAS.demo.email} / ${DEMO_PASSWORD}; Ctrl+C stops it`,
  );
  console.log(
    `  data ${running.dataFile ? `kept in ${running.dataFile}` : 'in memory only (--data <file> keeps it)'}`,
  );
  console.log(
    `  control token ${options.controlToken ? `from ${options.controlToken === process.env[CONTROL_TOKEN_ENV] ? CONTROL_TOKEN_ENV : '--control-token'}` : running.controlToken} ` +
      `(header x-wen-control on POST /__mock/scenario and with x-wen-fault)`,
  );

  const server = running;
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.close().then(resolve, resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}
