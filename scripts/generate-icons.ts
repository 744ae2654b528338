import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium';

/**
 * Draws the app icons of public/icons/ (the web app manifest's and the apple-touch-icon) from one mark: a white
 * "W" on the brand blue. Rendered by the project's Chromium, so no image tool is needed; the PNGs are committed
 * and this runs only when the mark changes: `node scripts/run-with-vite.mjs scripts/generate-icons.ts`.
 */
const BLUE = '#1c69d4';
const MARK =
  '<path d="M12 20l8 26 12-20 12 20 8-26" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>';

/** A "any"-purpose icon fills its square (rounded corners); a maskable one is full-bleed with the mark inside the
 * safe zone (the centre circle of 80 % diameter), because the platform cuts its own shape out of it. */
function iconSvg(size: number, maskable: boolean): string {
  const background = maskable
    ? `<rect width="64" height="64" fill="${BLUE}"/>`
    : `<rect width="64" height="64" rx="14" fill="${BLUE}"/>`;
  const mark = maskable ? `<g transform="translate(12.8 12.8) scale(0.6)">${MARK}</g>` : MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${background}${mark}</svg>`;
}

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
  // iOS puts its own rounded mask on the touch icon: full-bleed like the maskable one.
  { file: 'public/icons/apple-touch-icon-180.png', size: 180, maskable: true },
];

export async function main(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { file, size, maskable } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}</style>${iconSvg(size, maskable)}`,
      );
      await writeFile(file, await page.screenshot({ omitBackground: true }));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return 0;
}
