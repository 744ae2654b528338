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
  await cdp.send('Network.enable');
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
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return { context, page, cdp, transferredBytes: () => bytes };
}
