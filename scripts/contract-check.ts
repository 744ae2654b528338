import { parseArgs } from 'node:util';
import { checkBackend } from './contract-check/check-backend';
import { formatChecks } from './contract-check/check-report';

export const USAGE = `Usage: npm run contract:check -- --base-url <url> [--token <idtoken>] [--email <e-mail> --password <password>]
  --base-url  the backend's API origin, e.g. https://wen-api.test.example-carmaker.com or http://localhost:8787
  --token     an access token (idtoken) of a test user; or sign in with --email and --password
  --email, --password   a test user's password login (the check then uses its token)
Calls every read-only endpoint (users/me, the user's bookings, places, buildings, recent, predefined, debug
locations, enforce-updates), an offers search for a harmless request, then the trip-cache cleanup, and prints one
line per route. Exit 1 only when an answer cannot be read by the app (or no answer came); 2 on a wrong command line.`;

/** Checks a running backend against the contract (scripts/contract-check/check-backend.ts). */
export async function main(args: readonly string[]): Promise<number> {
  let values: {
    'base-url'?: string;
    token?: string;
    email?: string;
    password?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (
    !baseUrl ||
    !URL.canParse(baseUrl) ||
    (values.email === undefined) !== (values.password === undefined)
  ) {
    console.error(
      `--base-url is required (a URL); --email and --password go together.\n\n${USAGE}`,
    );
    return 2;
  }
  console.log(`contract:check against ${baseUrl}`);
  const checks = await checkBackend({
    baseUrl,
    token: values.token,
    email: values.email,
    password: values.password,
  });
  for (const line of formatChecks(checks)) console.log(line);
  return checks.some((check) => check.fatal) ? 1 : 0;
}
