import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazy part the page can do without (the recommended strip): nothing shows while its code loads, and nothing if it
 * cannot load (a lost connection, a chunk gone after a deploy), instead of the route's error page in place of the
 * page it sits on.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
