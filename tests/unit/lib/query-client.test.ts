// @vitest-environment node
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';

afterEach(() => onlineManager.setOnline(true));

describe('the query client', () => {
  it('sends a mutation while the browser says it is offline, so its failure reaches the screen at once', async () => {
    onlineManager.setOnline(false);
    let sent = 0;
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => {
        sent += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(sent).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });
});
