import { delay, HttpResponse } from 'msw';
import { ERROR_STATUSES } from '@contract/errors';
import type { MockFault, MockFaultKind } from '@/lib/mock-control';
import type { AfterResolveHook, BeforeResolveHook } from './handlers/define-handler';

/**
 * Faults injected into the fake backend, per contract route (dotted name, e.g. 'offers.search', or '*').
 * Playwright's page.route cannot see requests the MSW service worker answers, so tests (and QA) switch
 * faults here instead. Kept in sessionStorage: per tab, and it survives a reload.
 */
export type InjectedFault = MockFault;

/** What a fault does to a request (declared with the dev panel's control surface, src/lib/mock-control.ts). */
export type Fault = MockFaultKind;

/** The body a 'malformed' fault answers: no route of the contract accepts it. */
export const MALFORMED_BODY = { unexpected: true } as const;

export const FAULTS_STORAGE_KEY = 'wen.mock.faults';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readFaults(): InjectedFault[] {
  try {
    const raw = storage()?.getItem(FAULTS_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as InjectedFault[]) : [];
  } catch {
    return [];
  }
}

export function writeFaults(faults: InjectedFault[]): void {
  const store = storage();
  if (!store) return;
  if (faults.length === 0) store.removeItem(FAULTS_STORAGE_KEY);
  else store.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults));
}

export function injectFault(fault: InjectedFault): void {
  writeFaults([...readFaults(), fault]);
}

export function clearFaults(route?: string): void {
  writeFaults(route ? readFaults().filter((fault) => fault.route !== route) : []);
}

/** The kinds applied to the handler's answer (the backend did handle the request); the others replace it. */
const AFTER_HANDLER_KINDS: ReadonlySet<Fault['kind']> = new Set(['malformed', 'lost-answer']);

export const appliesAfterHandler = (fault: Fault): boolean => AFTER_HANDLER_KINDS.has(fault.kind);

/**
 * The answer of a fault for a route instead of its handler: an error body with the status, a network error, or
 * (hang) no answer until the request is aborted (`signal`: then a network error nobody receives); undefined for the kinds applied after the handler
 * (answerAfterHandler). Shared by the browser's stored faults and the standalone server's fault header.
 */
export async function answerFault(
  fault: Fault,
  routeName: string,
  signal?: AbortSignal,
): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'status': {
      const status = ERROR_STATUSES.includes(fault.status) ? fault.status : 500;
      return HttpResponse.json(
        { message: `Injected fault: ${status} for ${routeName}`, code: 'INJECTED_FAULT' },
        { status },
      );
    }
    case 'network-error':
      return HttpResponse.error();
    case 'hang':
      // Until the request is aborted (the standalone server aborts it when its client goes), else for good.
      if (signal) {
        await new Promise<void>((resolve) => {
          if (signal.aborted) resolve();
          else signal.addEventListener('abort', () => resolve(), { once: true });
        });
        return HttpResponse.error();
      }
      await delay('infinite');
      return undefined;
    case 'malformed':
    case 'lost-answer':
      return undefined; // the handler answers; answerAfterHandler changes its answer
  }
}

/**
 * A fault applied to the handler's answer: 'lost-answer' drops it (a network error although it happened);
 * 'malformed' answers a success with an unreadable body (at its status; a 204 becomes 200 to carry the body),
 * and leaves an error answer as it is. Other kinds never get here.
 */
export function answerAfterHandler(fault: Fault, response: Response): Response {
  if (fault.kind === 'lost-answer') return HttpResponse.error();
  if (fault.kind === 'malformed' && response.ok) return malformedAnswer(response.status);
  return response;
}

/** A success status with MALFORMED_BODY: no schema of the route accepts it. */
export function malformedAnswer(status: number): Response {
  return HttpResponse.json(MALFORMED_BODY, { status: status === 204 ? 200 : status });
}

const matches = (fault: InjectedFault, routeName: string) =>
  fault.route === routeName || fault.route === '*';

/** Answers the first matching fault instead of the handler; a 'once' fault is used up. */
export const injectedFaultsHook: BeforeResolveHook = async ({ routeName }) => {
  const faults = readFaults();
  const index = faults.findIndex(
    (fault) => matches(fault, routeName) && !appliesAfterHandler(fault),
  );
  const fault = faults[index];
  if (!fault) return undefined;
  if (fault.once) writeFaults(faults.filter((_, position) => position !== index));
  return answerFault(fault, routeName);
};

/**
 * Changes the handler's answer when a stored 'lost-answer' or 'malformed' fault matches the route (a 'once' fault
 * is used up).
 */
export const afterHandlerFaultsHook: AfterResolveHook = ({ routeName }, response) => {
  const faults = readFaults();
  const index = faults.findIndex(
    (fault) => matches(fault, routeName) && appliesAfterHandler(fault),
  );
  const fault = faults[index];
  if (!fault) return response;
  if (fault.once) writeFaults(faults.filter((_, position) => position !== index));
  return answerAfterHandler(fault, response);
};

/**
 * The text forms of a fault, as a header or URL carries them: an error status of the contract,
 * 'network-error', 'hang', 'malformed', 'lost-answer'.
 */
export const FAULT_NAMES: readonly string[] = [
  ...ERROR_STATUSES.map(String),
  'network-error',
  'hang',
  'malformed',
  'lost-answer',
];

/** A fault from its text form, or null when the text names none. */
export function parseFault(text: string): Fault | null {
  const value = text.trim().toLowerCase();
  if (
    value === 'network-error' ||
    value === 'hang' ||
    value === 'malformed' ||
    value === 'lost-answer'
  )
    return { kind: value };
  const status = ERROR_STATUSES.find((candidate) => String(candidate) === value);
  return status === undefined ? null : { kind: 'status', status };
}
