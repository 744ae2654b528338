import type { Page } from '@playwright/test';
import { expect, openApp, test } from './support/fixtures';
import { navigateInApp } from './support/posting-helpers';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';

/**
 * WCAG 2.2 AA looks of the main screens (issue 20): text reflows without horizontal scrolling at 320 px and at
 * 200 % zoom (1280 px at 200 % = 640 CSS px), and every focus indicator has at least 3:1 contrast against what
 * is around it (1.4.11). One sign-in; the screens are reached inside the app.
 */

/** The main screens of a signed-in user, each reached as the app's own links do (no reload). */
const SCREENS = [
  { name: 'dashboard', path: '/' },
  { name: 'My page', path: '/my-wen' },
  { name: 'car-pooling help', path: '/commute-pooling/help' },
  { name: 'feedback', path: '/feedback' },
  { name: 'contact support', path: '/contact-support' },
  { name: 'help', path: '/help' },
  { name: 'create, first step', path: '/commute-pooling/create/first-step' },
] as const;

async function openScreen(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** How far the page is wider than the viewport (0: it reflows). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('text reflows at 320 px and at 200 % zoom without horizontal scrolling', async ({
  page,
  signIn,
}) => {
  const overflowing: string[] = [];
  const check = async (screen: string, width: number) => {
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) overflowing.push(`${screen} at ${width} px: ${overflow} px too wide`);
  };

  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: width === 640 ? 400 : 640 });
    await openApp(page, '/login?locale=en');
    await check('login', width);
  }

  await signIn('demo', {
    path: '/',
    language: 'en',
    session: { [REQUEST_KEY]: dachauToFizRequest() },
  });
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: width === 640 ? 400 : 640 });
    for (const { name, path } of SCREENS) {
      await openScreen(page, path);
      await check(name, width);
    }
    // The results and a match, from the stored request.
    await openScreen(page, '/');
    await page.getByRole('button', { name: /^Find drivers$/i }).click();
    const first = page.getByRole('listitem').first().getByRole('link');
    await first.click();
    await expect(page).toHaveURL(/\/offers\/detail$/);
    await check('offer detail', width);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await check('offers', width);
  }
  expect(overflowing).toEqual([]);
});

/** The contrast ratio of two sRGB colours (WCAG relative luminance). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = ([r, g, b]: readonly number[]) => {
    const [R, G, B] = [r!, g!, b!].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

interface FocusIndicator {
  element: string;
  /** The indicator's outermost colour (box-shadow ring or outline), null when none is drawn. */
  ring: number[] | null;
  /** The colour behind the focused control. */
  background: number[];
}

/** What the focused control draws around itself (on itself, or on the label that wraps a hidden input). */
async function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const visible = (colour: number[]) => colour.length === 3 || (colour[3] ?? 1) > 0;
    const ringOf = (element: Element): number[] | null => {
      const style = getComputedStyle(element);
      if (style.boxShadow && style.boxShadow !== 'none') {
        const colours = style.boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
        const outer = colours.at(-1);
        if (outer) return rgb(outer).slice(0, 3);
      }
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        return rgb(style.outlineColor).slice(0, 3);
      }
      return null;
    };
    // A visually hidden input (the rating's radios) draws nothing itself: its label shows the focus.
    const own = getComputedStyle(focused).opacity === '0' ? null : ringOf(focused);
    const drawn = own ?? (focused.parentElement && ringOf(focused.parentElement));
    let background = [255, 255, 255];
    for (let node = focused.parentElement; node; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (visible(colour)) {
        background = colour.slice(0, 3);
        break;
      }
    }
    const label = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
    return {
      element: `${focused.tagName.toLowerCase()} "${label ?? ''}"`,
      ring: drawn ?? null,
      background,
    };
  });
}

test('every focus indicator has at least 3:1 contrast against its background', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000); // eight screens walked key by key
  const weak: string[] = [];
  const tabThrough = async (screen: string) => {
    const seen = new Set<string>();
    let first: string | null = null;
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      const indicator = await focusIndicator(page);
      if (!indicator) continue;
      // Back at the first stop: the whole tab order was walked (the rest of the 30 steps would repeat it).
      if (indicator.element === first) break;
      first ??= indicator.element;
      if (seen.has(indicator.element)) continue;
      seen.add(indicator.element);
      if (!indicator.ring) {
        weak.push(`${screen}: ${indicator.element} shows no focus indicator`);
        continue;
      }
      const ratio = contrast(indicator.ring, indicator.background);
      if (ratio < 3) {
        weak.push(`${screen}: ${indicator.element} ring ${ratio.toFixed(2)}:1`);
      }
    }
  };

  await openApp(page, '/login?locale=en');
  await tabThrough('login');
  await signIn('demo', { path: '/', language: 'en' });
  for (const { name, path } of SCREENS) {
    await openScreen(page, path);
    await tabThrough(name);
  }
  expect(weak).toEqual([]);
});
