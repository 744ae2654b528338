import type { ReactNode } from 'react';
import { AppHeader, type HeaderAction, type HeaderBack } from './app-header';
import { FlashBanner } from './flash-message';

interface ScreenFrameProps {
  title: string;
  back?: HeaderBack;
  actions?: HeaderAction[];
  children?: ReactNode;
}

/** A screen: the header and the main content, inside the app's 500px column. */
export function ScreenFrame({ title, back, actions, children }: ScreenFrameProps) {
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
