import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotices } from '@/app/app-notices';
import { appUpdate, setUpdateApplier, setUpdateWaiting } from '@/app/app-update';
import { tokenStorage } from '@/lib/token-storage';
import { testI18n } from '../support/render-app';

const renderNotices = (language: 'de' | 'en') =>
  render(
    <I18nextProvider i18n={testI18n(language)}>
      <AppNotices />
    </I18nextProvider>,
  );

function goOffline(offline: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  act(() => setUpdateWaiting(false));
});

describe('the app notices (offline, new version)', () => {
  it.each([
    ['de', 'Keine Verbindung: WEN zeigt den zuletzt geladenen Stand.'],
    ['en', "You're offline: WEN shows what it loaded last."],
  ] as const)(
    '%s: says so while the network is gone, and no more once it is back',
    (language, text) => {
      renderNotices(language);
      expect(screen.queryByRole('status')).toBeNull();
      goOffline(true);
      expect(screen.getByRole('status')).toHaveTextContent(text);
      goOffline(false);
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it.each([
    ['de', 'Eine neue Version von WEN ist da.', 'Neu laden'],
    ['en', 'A new version of WEN is available.', 'Reload'],
  ] as const)(
    '%s: offers a waiting new build, which takes over only on the tap',
    async (language, text, button) => {
      const apply = vi.fn();
      setUpdateApplier(apply);
      renderNotices(language);
      act(() => setUpdateWaiting(true));
      expect(screen.getByRole('status')).toHaveTextContent(text);
      expect(apply).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(apply).toHaveBeenCalledTimes(1);
      expect(appUpdate.isWaiting()).toBe(true);
    },
  );
});

describe('the notice of a sign-in kept for this tab only (browser storage full)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    tokenStorage.clear();
    sessionStorage.clear();
  });

  it.each([
    ['de', 'Sie bleiben nur in diesem Tab angemeldet'],
    ['en', 'You stay signed in in this tab only'],
  ] as const)('%s: says so, its texts loaded with the notice', async (language, text) => {
    renderNotices(language);
    expect(screen.queryByRole('alert')).toBeNull();
    const original = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (this === window.localStorage)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    });
    act(() => tokenStorage.setAccessToken('tab-only-token'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
