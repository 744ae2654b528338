import { useSyncExternalStore } from 'react';
import type { MockControl, MockControlState, MockRequestLogEntry } from '@/lib/mock-control';

export function useMockControlState(control: MockControl): MockControlState {
  return useSyncExternalStore(control.subscribe, control.getState);
}

export function useRequestLog(control: MockControl): readonly MockRequestLogEntry[] {
  return useSyncExternalStore(control.subscribeRequestLog, control.getRequestLog);
}
