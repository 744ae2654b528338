import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  postingDraft,
  POSTING_DRAFT_STORAGE_KEY,
} from '@/features/posting-creation/posting-draft-store';

/*
 * A file of its own: a reload is simulated with vi.resetModules(), after which every module imported later (the
 * app's lazily loaded screens among them) is a new instance. Among the screen tests of creation-steps.test.tsx it
 * left those screens reading another draft and request than the test set up, for every test after it.
 */
describe('the draft is kept for the tab', () => {
  it('writes every change to sessionStorage and reads it back on a fresh start', async () => {
    await act(async () => {
      Object.assign(postingDraft, {
        postingType: 'REQUEST',
        tripKind: 'RECURRING',
        recurringKind: 'ANY_SHIFT',
        shift: 'NIGHT_SHIFT',
        description: 'Kept.',
      });
      await Promise.resolve();
    });
    const stored = JSON.parse(sessionStorage.getItem(POSTING_DRAFT_STORAGE_KEY) ?? '{}') as object;
    expect(stored).toMatchObject({
      postingType: 'REQUEST',
      shift: 'NIGHT_SHIFT',
      description: 'Kept.',
    });

    // A reload: the module starts again from what the tab kept.
    vi.resetModules();
    const reloaded = await import('@/features/posting-creation/posting-draft-store');
    expect(reloaded.postingDraft).toMatchObject({
      postingType: 'REQUEST',
      tripKind: 'RECURRING',
      recurringKind: 'ANY_SHIFT',
      shift: 'NIGHT_SHIFT',
      description: 'Kept.',
    });
  });

  it('reads back a one-time draft and a flexible one too', async () => {
    let store = await import('@/features/posting-creation/posting-draft-store');
    for (const kinds of [
      { tripKind: 'ONE_TIME', recurringKind: null },
      { tripKind: 'RECURRING', recurringKind: 'RECURRING' },
    ] as const) {
      const draft = store.postingDraft;
      await act(async () => {
        Object.assign(draft, kinds);
        await Promise.resolve();
      });
      vi.resetModules();
      store = await import('@/features/posting-creation/posting-draft-store');
      expect(store.postingDraft).toMatchObject(kinds);
    }
  });

  it('ignores a stored draft it cannot read', async () => {
    sessionStorage.setItem(POSTING_DRAFT_STORAGE_KEY, '{"postingType":"BOAT"}');
    vi.resetModules();
    const reloaded = await import('@/features/posting-creation/posting-draft-store');
    expect(reloaded.postingDraft.postingType).toBe('OFFERING');
    expect(reloaded.postingDraft.tripKind).toBeNull();
  });
});
