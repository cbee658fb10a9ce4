import { Component, type ReactNode } from "react";

interface QuietBoundaryProps {
  children: ReactNode;
  /** What shows instead (nothing by default). */
  fallback?: ReactNode;
  /** Told once, so the caller can try again later (a new import once back online, say). */
  onError?: () => void;
}

/**
 * A part whose code or strings could not load (offline, on a first visit) shows its
 * fallback rather than taking the page down with it.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
