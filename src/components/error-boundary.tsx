// Catches what a part of the page throws while rendering (a modal body whose chunk failed twice, a
// bug) and shows `fallback` there instead of taking the whole page down. Routes have their own
// boundary (src/app/errors/route-error-boundary.tsx); this is for parts outside the route tree.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For operators reading the console; players see the fallback.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
