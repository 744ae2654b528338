import { expect, type Page, type Request } from '@playwright/test';

const isUserCall = (request: Request) => new URL(request.url()).pathname === '/users/me';

/**
 * Focuses the window until the app reloads the user (GET /users/me; spec section 2: on focus), then waits until
 * that call has ended (answered, failed or aborted by the client timeout). The refresh is mounted lazily just after
 * the first signed-in screen shows, so a single focus event sent right then could come first and be missed.
 */
export async function focusUntilUserReloaded(page: Page): Promise<void> {
  let sent: Request | null = null;
  let ended = false;
  const onRequest = (request: Request) => {
    if (!sent && isUserCall(request)) sent = request;
  };
  const onEnd = (request: Request) => {
    if (request === sent) ended = true;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    await expect
      .poll(
        async () => {
          if (!sent) await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return sent !== null;
        },
        { message: 'a focus reloads the user', intervals: [250], timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => ended, { message: 'the user call ends', timeout: 15_000 }).toBe(true);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}
