import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches render errors of everything below: a translated message and a way back, never a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly backToStart = () => {
    navigate('/');
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorFallback onBack={this.backToStart} />;
    return this.props.children;
  }
}

function ErrorFallback({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="app-frame">
      <main className="screen__content full-screen-center" role="alert">
        <h1>{t('errorBoundary.title')}</h1>
        <p>{t('errorBoundary.text')}</p>
        <button type="button" className="button" onClick={onBack}>
          {t('errorBoundary.back')}
        </button>
      </main>
    </div>
  );
}
