import { answerAfterHandler, answerFault, FAULT_NAMES, parseFault } from '../faults';
import type { AfterResolveHook, BeforeResolveHook } from '../handlers/define-handler';
import { FAULT_HEADER } from './cors';
import { jsonResponse } from './http-io';

/** The fault a request asks for in its x-wen-fault header, answered instead of the route's handler. */
export const faultHeaderHook: BeforeResolveHook = ({ routeName, request }) => {
  const header = request.headers.get(FAULT_HEADER);
  if (!header) return undefined;
  const fault = parseFault(header);
  if (!fault) {
    return jsonResponse(400, {
      message: `Unknown fault '${header}' in ${FAULT_HEADER}. Known faults: ${FAULT_NAMES.join(', ')}.`,
      code: 'UNKNOWN_FAULT',
      faults: [...FAULT_NAMES],
    });
  }
  // A hang holds the request until its client gives up (then nothing of it stays behind).
  return answerFault(fault, routeName, request.signal);
};

/**
 * A 'lost-answer' or 'malformed' fault of the x-wen-fault header: the handler has answered; the connection drops,
 * or the success comes with an unreadable body.
 */
export const faultHeaderAfterHook: AfterResolveHook = ({ request }, response) => {
  const fault = parseFault(request.headers.get(FAULT_HEADER) ?? '');
  return fault ? answerAfterHandler(fault, response) : response;
};
