import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, setCurrentUser } from '@/domain/session/current-user';
import { session } from '@/domain/session/session-state';
import {
  mobilityRequest,
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { emptyDraft } from '@/features/posting-creation/posting-draft';
import { postingDraft } from '@/features/posting-creation/posting-draft-store';
import { queryClient } from '@/lib/query-client';
import { FIZ, KNORRSTRASSE_12, makeUser } from '../support/builders';

/**
 * vitest runs file after file in one worker (`isolate: false`); the set-up file gives each file a fresh page
 * (tests/unit/support/setup.ts). This file checks what it found when it started, and then leaves behind on
 * purpose what leaked between files before that reset existed, so that the next file in its worker (a random
 * one with `--sequence.shuffle.files`) meets it and must pass all the same.
 */
const found = {
  path: window.location.pathname,
  historyState: window.history.state as unknown,
  localStorage: window.localStorage.length,
  sessionStorage: window.sessionStorage.length,
  bodyElements: document.body.childElementCount,
  fakeTimers: vi.isFakeTimers(),
  sessionStatus: session.status,
  cachedQueries: queryClient.getQueryCache().getAll().length,
  request: { ...mobilityRequest },
  draft: { ...postingDraft },
};

describe('a test file starts as a fresh page load', () => {
  it('finds the address, the storages, the document and the clock of a new window', () => {
    expect(found).toMatchObject({
      path: '/',
      historyState: null,
      localStorage: 0,
      sessionStorage: 0,
      bodyElements: 0,
      fakeTimers: false,
    });
  });

  it("finds the app's modules as loaded afresh: no session, no cached query, an empty request and draft", () => {
    expect(found).toMatchObject({
      sessionStatus: 'unknown',
      cachedQueries: 0,
      request: { origin: null, destination: null, postingType: null, mobilityRequestId: null },
      draft: emptyDraft(),
    });
  });

  it('leaves a signed-in other user, a submitted request, an address with a forward entry, storage and a fake clock behind', async () => {
    session.status = 'authenticated';
    setCurrentUser(makeUser({ id: 'user-of-an-earlier-file' }));
    postingDraft.description = 'Left by an earlier file.';
    setRequestLocation('origin', KNORRSTRASSE_12);
    setRequestLocation('destination', FIZ);
    submitMobilityRequest('OFFERING');
    window.history.pushState({ left: true }, '', '/commute-pooling/offers/overview');
    window.history.pushState(null, '', '/commute-pooling/offers/detail');
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/offers/overview'));
    window.localStorage.setItem('left-by-an-earlier-file', '1');
    document.body.append(document.createElement('main'));
    vi.useFakeTimers({ toFake: ['Date'] });

    expect(currentUser()?.id).toBe('user-of-an-earlier-file');
    expect(mobilityRequest.mobilityRequestId).not.toBeNull();
    expect(window.location.pathname).toBe('/commute-pooling/offers/overview');
  });
});
