import { Component, type ReactNode } from 'react';

export interface LoadFailureBoundaryProps {
  /** Lazily loaded content. */
  children: ReactNode;
  /** Shown instead when its code cannot load; nothing for what is only an extra. */
  fallback: ReactNode;
}

/**
 * What a lazily loaded block becomes when its code cannot load, a dropped connection on a phone for one.
 * React would otherwise pass the failure up to the page's error boundary, which replaces the whole page the
 * visitor was reading (docs/decisions/053). React still reports the error to the console.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
