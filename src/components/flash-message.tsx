import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, ref, useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';

/** A link the message offers (e.g. to the posting just created). */
export interface FlashLink {
  href: string;
  label: string;
  state?: unknown;
}

/** A short confirmation of what the app just did, shown on the screen the user lands on. */
export interface FlashMessage {
  text: string;
  link?: FlashLink;
  /**
   * The path it belongs to: the message goes once the user leaves it. Without one, it belongs to the screen the
   * app goes to next (a screen that goes back after it is done does not know which one that is).
   */
  path?: string;
}

interface ShownFlash extends FlashMessage {
  /** The path it was sent from (for a message that belongs to the next screen). */
  from: string;
}

interface FlashState {
  message: ShownFlash | null;
  /** True once the message's screen was shown (navigating there happens after showFlash). */
  seen: boolean;
}

export const flashState = proxy<FlashState>({ message: null, seen: false });

/** Confirms an action on the screen at `path` (the screen the app goes to next, or the current one). */
export function showFlash(message: FlashMessage): void {
  flashState.message = ref({ ...message, from: window.location.pathname });
  flashState.seen = false;
}

export function hideFlash(): void {
  flashState.message = null;
}

/**
 * The confirmation banner at the top of a screen's content: announced politely (role=status), with its link and a
 * close button; it leaves with the screen it belongs to.
 */
export function FlashBanner() {
  const { t } = useTranslation('common');
  const { message } = useSnapshot(flashState);
  const [location] = useLocation();
  const here =
    message !== null &&
    (message.path === undefined ? location !== message.from : message.path === location);

  useEffect(() => {
    const current = flashState.message;
    if (!current) return;
    // A message for the next screen: the first screen after the sender is its screen.
    if (current.path === undefined && location !== current.from) {
      flashState.message = ref({ ...current, path: location });
      flashState.seen = true;
    } else if (current.path === location) flashState.seen = true;
    else if (flashState.seen) hideFlash();
  }, [location, message]);

  if (!here || !message) return null;
  return (
    <div role="status" className="flash">
      <p className="flash__text">
        <span aria-hidden="true" className="flash__icon">
          ✓
        </span>{' '}
        {message.text}
        {message.link && (
          <>
            {' '}
            <Link href={message.link.href} state={message.link.state} className="flash__link">
              {message.link.label}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        className="icon-button flash__close"
        aria-label={t('flash.close')}
        title={t('flash.close')}
        onClick={hideFlash}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
