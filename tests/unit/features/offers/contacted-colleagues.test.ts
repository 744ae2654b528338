import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetContacted,
  markContacted,
  MAX_CONTACTED_PER_USER,
  resetContactedColleagues,
} from '@/features/offers/contacted-colleagues';

const STORAGE_KEY = 'wen.contactedColleagues';
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
/** valtio saves after the change's microtask. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetContactedColleagues();
  localStorage.clear();
});

describe('the colleagues a user wrote to', () => {
  it('are kept per user on this device, keyed by the e-mail as the list folds it, with the first date', async () => {
    markContacted('u1', ' Anna@BMW.example', new Date('2026-11-27T06:40:00Z'));
    markContacted('u1', 'anna@bmw.example', new Date('2026-11-28T06:40:00Z'));
    markContacted('u2', 'ben@bmw.example', new Date('2026-11-28T07:00:00Z'));
    await saved();
    expect(stored()).toEqual({
      u1: { 'anna@bmw.example': '2026-11-27T06:40:00.000Z' },
      u2: { 'ben@bmw.example': '2026-11-28T07:00:00.000Z' },
    });
  });

  it('loses a mark taken back, and only that one', async () => {
    markContacted('u1', 'anna@bmw.example');
    markContacted('u1', 'ben@bmw.example', new Date('2026-11-28T07:00:00Z'));
    forgetContacted('u1', 'ANNA@bmw.example');
    forgetContacted('nobody', 'anna@bmw.example');
    await saved();
    expect(stored()).toEqual({ u1: { 'ben@bmw.example': '2026-11-28T07:00:00.000Z' } });
  });

  it(`keeps the newest ${MAX_CONTACTED_PER_USER} marks of a user`, async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i <= MAX_CONTACTED_PER_USER; i++) {
      markContacted('u1', `c${i}@bmw.example`, new Date(start + i * 60_000));
    }
    await saved();
    const marks = (stored() as Record<string, Record<string, string>>).u1 ?? {};
    expect(Object.keys(marks)).toHaveLength(MAX_CONTACTED_PER_USER);
    expect(marks).not.toHaveProperty('c0@bmw.example');
    expect(marks).toHaveProperty(`c${MAX_CONTACTED_PER_USER}@bmw.example`);
  });

  it('come back after a reload; an unreadable mark drops alone', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        u1: { 'anna@bmw.example': '2026-11-27T06:40:00.000Z', 'ben@bmw.example': 'yesterday' },
      }),
    );
    vi.resetModules();
    const reloaded = await import('@/features/offers/contacted-colleagues');
    reloaded.markContacted('u1', 'cem@bmw.example', new Date('2026-11-28T07:00:00Z'));
    await saved();
    expect(stored()).toEqual({
      u1: {
        'anna@bmw.example': '2026-11-27T06:40:00.000Z',
        'cem@bmw.example': '2026-11-28T07:00:00.000Z',
      },
    });
    reloaded.resetContactedColleagues();
  });
});
