/**
 * Rounds of requests held by `x-wen-fault: hang`, each with a large body, that their clients give up (abort):
 * the traffic that once grew the server by the bodies it never let go (issue 38: 3 × 40 × 1.9 MB took it from
 * 296 to 972 MB). Used by `npm run mock:soak` and the process test; needs the server's control token.
 */

export interface HungRoundsOptions {
  url: string;
  controlToken: string;
  rounds?: number;
  requestsPerRound?: number;
  bodyBytes?: number;
}

export interface ServerState {
  memory: { rss: number; heapUsed: number };
  heldBodyBytes?: number;
}

/** The server's state after a garbage collection (when it runs with --expose-gc). */
export async function stateAfterGc(url: string, controlToken: string): Promise<ServerState> {
  const response = await fetch(`${url}/__mock/state?gc`, {
    headers: { 'x-wen-control': controlToken },
  });
  if (!response.ok) throw new Error(`GET /__mock/state?gc answered ${response.status}`);
  return (await response.json()) as ServerState;
}

async function heldBytes(url: string): Promise<number> {
  const response = await fetch(`${url}/__mock/state`);
  return ((await response.json()) as ServerState).heldBodyBytes ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runAbortedHungRounds({
  url,
  controlToken,
  rounds = 3,
  requestsPerRound = 40,
  bodyBytes = 2_000_000,
}: HungRoundsOptions): Promise<void> {
  const body = JSON.stringify({ padding: 'x'.repeat(bodyBytes - 14) });
  for (let round = 0; round < rounds; round += 1) {
    const controllers = Array.from({ length: requestsPerRound }, () => new AbortController());
    const requests = controllers.map((controller) =>
      fetch(`${url}/support`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-wen-fault': 'hang',
          'x-wen-control': controlToken,
        },
        body,
        signal: controller.signal,
      }).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      ),
    );
    // Until the server holds (nearly) all bodies, or 10 s: then every client gives up.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await heldBytes(url)) < requestsPerRound * bodyBytes * 0.9) {
      await sleep(50);
    }
    controllers.forEach((controller) => controller.abort());
    await Promise.all(requests);
  }
  // Until the server has let go of them (or 5 s).
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && (await heldBytes(url)) > 0) await sleep(50);
}
