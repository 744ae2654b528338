import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';

export { CHROMIUM_PATH };

/** The mid-range phone setup: 4x slower CPU, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Bytes on the wire (encoded, headers included) since the page was made. */
  transferredBytes(): number;
  /** Every request of the page on the wire since it was made, in start order (the browser's own included). */
  wire(): WireRequest[];
}

/**
 * One request as the DevTools protocol saw it: also those the page's Resource Timing leaves out (the manifest,
 * the favicon and the manifest's icons, which the browser fetches for itself). Times are wall clock (epoch ms).
 */
export interface WireRequest {
  url: string;
  /** The protocol's resource type: Document, Script, Stylesheet, Fetch, Manifest, Other, … */
  type: string;
  startWallMs: number;
  /** When its last byte arrived; null while open or when it failed. */
  endWallMs: number | null;
  /** Encoded bytes, headers included (0 until it finished). */
  bytes: number;
}

/** A fresh context (no cache, no storage) with one page, throttled as THROTTLING says when `throttle`. */
export async function openPage(
  browser: Browser,
  { throttle, initScript }: { throttle: boolean; initScript?: string },
): Promise<ThrottledPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'allow',
  });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Without keeping response bodies: by default DevTools keeps a copy of each for its inspector (a commuter's
  // browser has none), and reading a 390 KB answer at 4x took 338 instead of 246 ms (medians of 20, alternating).
  await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
    });
  }
  let bytes = 0;
  const requests = new Map<string, WireRequest & { wallOffsetS: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    // The protocol's timestamps are monotonic seconds; wallTime ties them to the epoch.
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      startWallMs: event.wallTime * 1000,
      endWallMs: null,
      bytes: 0,
      wallOffsetS: event.wallTime - event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    const request = requests.get(event.requestId);
    if (request) {
      request.endWallMs = (event.timestamp + request.wallOffsetS) * 1000;
      request.bytes = event.encodedDataLength;
    }
  });
  const wire = () =>
    [...requests.values()]
      .map(({ wallOffsetS: _offset, ...request }) => request)
      .sort((a, b) => a.startWallMs - b.startWallMs);
  return { context, page, cdp, transferredBytes: () => bytes, wire };
}
