import { inflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';

/**
 * Colours as a person sees them: a screenshot of an element, decoded to pixels, and the WCAG contrast between its
 * text and its background. For what scripts cannot read: browsers hide a link's `:visited` style from
 * getComputedStyle (and so from axe), but paint it.
 */

export type Rgb = readonly [number, number, number];

interface Pixels {
  width: number;
  height: number;
  /** RGB triples, row by row. */
  rgb: Uint8Array;
}

/** Decodes the 8-bit RGB or RGBA, non-interlaced PNG that Chromium's screenshots are. */
export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [bitDepth, colourType, , , interlace] = body.subarray(8, 13);
      if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colourType}`);
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? (rows[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (rows[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (rows[(y - 1) * stride + x - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const a = Math.abs(estimate - left);
        const b = Math.abs(estimate - up);
        const c = Math.abs(estimate - upLeft);
        predicted = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      rows[y * stride + x] = ((line[x] ?? 0) + predicted) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgb.set(rows.subarray(pixel * channels, pixel * channels + 3), pixel * 3);
  }
  return { width, height, rgb };
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const light = Math.max(luminance(a), luminance(b));
  const dark = Math.min(luminance(a), luminance(b));
  return (light + 0.05) / (dark + 0.05);
}

export interface TextColours {
  /** The colour most pixels have. */
  background: Rgb;
  /** The colour furthest from the background in contrast that at least a few pixels have (the glyphs' core). */
  text: Rgb;
  /** Their contrast ratio. */
  ratio: number;
}

/**
 * The background and text colours of an element as painted: a screenshot, its most frequent colour as the
 * background, and among colours covering at least `minPixels` pixels the one of the highest contrast to it as the
 * text (anti-aliased edges lie between the two and never win). The `insetCss` CSS pixels at its left and right
 * are left out: a rounded button's corners show the page behind it.
 */
export async function paintedColours(
  element: Locator,
  { insetCss = 10, minPixels = 6 }: { insetCss?: number; minPixels?: number } = {},
): Promise<TextColours> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not shown');
  const { width, height, rgb } = decodePng(
    await element.screenshot({ animations: 'disabled', caret: 'hide' }),
  );
  const inset = Math.ceil((insetCss * width) / box.width);
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    for (let x = inset; x < width - inset; x += 1) {
      const index = (y * width + x) * 3;
      const key = ((rgb[index] ?? 0) << 16) | ((rgb[index + 1] ?? 0) << 8) | (rgb[index + 2] ?? 0);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const colour = (key: number): Rgb => [(key >> 16) & 0xff, (key >> 8) & 0xff, key & 0xff];
  let backgroundKey = 0;
  let most = 0;
  for (const [key, count] of counts) if (count > most) [backgroundKey, most] = [key, count];
  const background = colour(backgroundKey);
  let text = background;
  let ratio = 1;
  for (const [key, count] of counts) {
    if (count < minPixels) continue;
    const candidate = colour(key);
    const candidateRatio = contrast(candidate, background);
    if (candidateRatio > ratio) [text, ratio] = [candidate, candidateRatio];
  }
  return { background, text, ratio };
}

/** '#rrggbb' of a colour, for messages. */
export function hex(colour: Rgb): string {
  return `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
