import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { StorageBlockedScreen } from '@/features/storage-blocked/storage-blocked-screen';
import { getAppI18n } from './i18n-resources';

/** Shows the storage message in place of the app (src/main.tsx, before anything touches storage). */
export function renderStorageBlocked(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={getAppI18n()}>
        <div className="app-frame">
          <StorageBlockedScreen />
        </div>
      </I18nextProvider>
    </StrictMode>,
  );
}
