// The error boundary of every route: whatever a page throws while rendering (a lazy chunk that
// failed twice, a bug) ends here instead of a white screen, with a reload action. The chunk guard
// has already spent its one automatic reload when a chunk error arrives here, so reloading is the
// player's choice now. Navigating elsewhere clears the error, so one broken page leaves the rest of
// the site usable.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '../../lib/i18n/use-translation';

const Panel = styled.div`
  margin: 2rem auto;
  max-width: 32rem;
  padding: 1.5rem;
  background: var(--skin-surface);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  color: var(--skin-text);
`;

function RouteErrorPanel() {
  const { t } = useTranslation();
  return (
    <Panel role="alert">
      <p>{t('error.pageFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </Panel>
  );
}

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  /** A new address gives the page another chance. */
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Logged for operators reading the console; players get the sentence and the button.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPanel /> : this.props.children;
  }
}

/** Catches render errors below it; a new path renders the children again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

/** The outlet of a layout, bounded: a failing page leaves the layout around it working. */
export function BoundedOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
