/**
 * Repeatable "random" numbers for scenarios (latency, flaky network): a number in [0, 1) that depends only
 * on a seed and the parts given (e.g. route name and call number), so the same seed gives the same
 * sequence of slow or failing calls in every run, whatever order other routes are called in.
 */
export function seededUnit(seed: number, ...parts: Array<string | number>): number {
  // cyrb53-style string hash of the parts, mixed with the seed.
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  const text = parts.join('\u0000');
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2_654_435_761);
    h2 = Math.imul(h2 ^ code, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  // 53 bits of the two halves, as a fraction of 2^53.
  return ((h2 >>> 0) * 2 ** 21 + ((h1 >>> 0) >>> 11)) / 2 ** 53;
}
