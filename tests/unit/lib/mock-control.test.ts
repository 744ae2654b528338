// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('src/lib/mock-control.ts (the dev panel’s control surface, shared by src/, mocks/, scenarios/)', () => {
  it('declares types only: the app build carries nothing of it', async () => {
    expect(Object.keys(await import('@/lib/mock-control'))).toEqual([]);
  });
});
