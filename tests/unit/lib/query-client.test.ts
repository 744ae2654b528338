// @vitest-environment node
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('loads a query while the browser says it is offline (the screen shows its failure instead of waiting), and again once online', async () => {
    onlineManager.setOnline(false);
    let sent = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['offline-probe'],
      queryFn: () => {
        sent += 1;
        return Promise.reject(new Error('Failed to fetch'));
      },
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(sent).toBe(1);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');

    // The network returns: the failed query is loaded again by itself (the app's provider mounts the client).
    queryClient.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sent).toBe(2));
    queryClient.unmount();
    unsubscribe();
    queryClient.removeQueries({ queryKey: ['offline-probe'] });
  });
});
