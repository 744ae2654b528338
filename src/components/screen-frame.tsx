import { useEffect, type ReactNode } from 'react';
import { AppHeader, type HeaderAction, type HeaderBack } from './app-header';
import { FlashBanner } from './flash-message';

interface ScreenFrameProps {
  title: string;
  back?: HeaderBack;
  actions?: HeaderAction[];
  children?: ReactNode;
}

/** The app's name: the document title of a screen without a frame (the login), and the end of every other one. */
export const APP_NAME = 'WEN';

/** The tab's title for a screen: its own title first, so tabs, history and screen readers tell screens apart. */
export function documentTitle(screenTitle: string): string {
  const own = screenTitle.trim();
  return own && own !== APP_NAME ? `${own} · ${APP_NAME}` : APP_NAME;
}

/** A screen: the header and the main content, inside the app's 500px column; it names the tab after itself. */
export function ScreenFrame({ title, back, actions, children }: ScreenFrameProps) {
  useEffect(() => {
    document.title = documentTitle(title);
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);

  return (
    <div className="screen">
      <AppHeader title={title} back={back} actions={actions} />
      <main className="screen__content">
        <FlashBanner />
        {children}
      </main>
    </div>
  );
}
