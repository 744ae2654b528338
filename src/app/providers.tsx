import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { GlobalModal } from '@/components/global-modal';
import { FullScreenSpinner } from '@/components/spinner';
import { queryClient } from '@/lib/query-client';
import { AppNotices } from './app-notices';
import { getAppI18n } from './i18n-resources';

interface ProvidersProps {
  children: ReactNode;
  /** The app's own instance unless given (tests pass one per language). */
  i18n?: I18n;
}

/** Everything a screen relies on: texts, server state, the error boundary, the global modal. */
export function Providers({ children, i18n = getAppI18n() }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* No tsr.ReactQueryProvider: it serves tsr.useQueryClient() only, which the app does not use; the typed
            hooks run on TanStack's client above, so the typed client loads with the screens that call. */}
        <ErrorBoundary>
          <div className="app-frame">
            <AppNotices />
            <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
          </div>
          <GlobalModal />
        </ErrorBoundary>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
