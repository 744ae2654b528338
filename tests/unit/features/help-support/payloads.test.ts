import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackRequestSchema, SupportRequestSchema } from '@contract/feedback-support';
import { APP_VERSION, EMPTY_FEEDBACK_MESSAGE } from '@contract/plain-forms';
import {
  DEFAULT_INTEGRATION_ID,
  goBack,
  useHelpTopicState,
} from '@/features/help-support/help-navigation';
import {
  buildFeedbackPayload,
  buildSupportPayload,
  isBlank,
  NPS_RATINGS,
} from '@/features/help-support/payloads';
import { telHref } from '@/lib/legal-links';
import { ROUTES } from '@/lib/routes';

describe('feedback payload', () => {
  it('carries userId, message, npsRating, integrationId and the app version 0.11.4', () => {
    const payload = buildFeedbackPayload({
      userId: 'user-demo',
      npsRating: 9,
      text: 'Great app',
      integrationId: 'commutePooling',
    });
    expect(payload).toEqual({
      userId: 'user-demo',
      message: 'Great app',
      npsRating: 9,
      integrationId: 'commutePooling',
      appVersion: '0.11.4',
    });
    expect(APP_VERSION).toBe('0.11.4');
    expect(FeedbackRequestSchema.parse(payload)).toEqual(payload);
  });

  it("sends an empty or whitespace-only text as 'no answer'", () => {
    for (const text of ['', '   ', '\n\t ']) {
      const payload = buildFeedbackPayload({
        userId: 'u',
        npsRating: 0,
        text,
        integrationId: 'commutePooling',
      });
      expect(payload.message).toBe(EMPTY_FEEDBACK_MESSAGE);
      expect(payload.message).toBe('no answer');
    }
  });

  it('trims the text, keeps its line breaks and takes another integration and version', () => {
    const payload = buildFeedbackPayload({
      userId: 'u',
      npsRating: 10,
      text: '  first line\nsecond line  ',
      integrationId: 'ridepooling',
      appVersion: '1.0.0',
    });
    expect(payload).toMatchObject({
      message: 'first line\nsecond line',
      integrationId: 'ridepooling',
      appVersion: '1.0.0',
    });
  });

  it('accepts exactly the ratings 0 to 10 in steps of 1', () => {
    expect(NPS_RATINGS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const build = (npsRating: number) =>
      buildFeedbackPayload({ userId: 'u', npsRating, text: '', integrationId: 'commutePooling' });
    expect(build(0).npsRating).toBe(0);
    expect(build(10).npsRating).toBe(10);
    for (const invalid of [-1, 11, 4.5, Number.NaN])
      expect(() => build(invalid)).toThrow(RangeError);
  });
});

describe('support payload', () => {
  it('carries userId, the trimmed message, integrationId, Webapp as bundle and device, version, no attachment', () => {
    const payload = buildSupportPayload({
      userId: 'user-demo',
      text: '  The map does not load.\n',
      integrationId: 'commutePooling',
    });
    expect(payload).toEqual({
      userId: 'user-demo',
      message: 'The map does not load.',
      integrationId: 'commutePooling',
      bundleId: 'Webapp',
      deviceId: 'Webapp',
      appVersion: '0.11.4',
      attachment: null,
    });
    expect(SupportRequestSchema.parse(payload)).toEqual(payload);
  });

  it('refuses an empty message (the send button is disabled then)', () => {
    expect(() =>
      buildSupportPayload({ userId: 'u', text: ' \n ', integrationId: 'commutePooling' }),
    ).toThrow(RangeError);
  });

  it('counts whitespace-only text as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n\t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('navigation state of /feedback and /contact-support', () => {
  /** The topic /feedback reads when opened with this history state. */
  function parseHelpTopicState(state: unknown) {
    window.history.replaceState(state, '', ROUTES.feedback);
    return renderHook(() => useHelpTopicState()).result.current;
  }

  it('reads title and integration id', () => {
    expect(
      parseHelpTopicState({ title: 'Feedback on car-pooling', integrationId: 'carsharing' }),
    ).toEqual({ title: 'Feedback on car-pooling', integrationId: 'carsharing' });
  });

  it('falls back to no title and commutePooling when the state is missing or unusable', () => {
    expect(DEFAULT_INTEGRATION_ID).toBe('commutePooling');
    for (const state of [null, undefined, 'x', 42, {}, { title: '  ', integrationId: 'nope' }]) {
      expect(parseHelpTopicState(state)).toEqual({ title: null, integrationId: 'commutePooling' });
    }
    expect(parseHelpTopicState({ title: 7, integrationId: 'probike' })).toEqual({
      title: null,
      integrationId: 'probike',
    });
  });
});

describe('hotline link', () => {
  it('is a tel: link without separators, the + kept and the rest encoded', () => {
    expect(telHref('+49 89 0000 0000')).toBe('tel:+498900000000');
    expect(telHref('(089) 123-45/6')).toBe('tel:089123456');
    expect(telHref('+49 89 1#2')).toBe('tel:+49891%232');
  });
});

describe('going back after sending', () => {
  it('goes back in the history when there is one', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const navigate = vi.fn();
    goBack(navigate);
    expect(back).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to / when the tab was opened on the screen', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const navigate = vi.fn();
    goBack(navigate);
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
