import { Component, type ReactNode } from 'react';

/** A failing dev panel shows nothing instead of taking the app down with it. */
export class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[dev panel] failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
