import { Component, type ReactNode } from "react";
import i18n from "../lib/i18n";

interface Props {
  children: ReactNode;
  /** What to show instead; by default the spec's "Something went wrong" text. */
  fallback?: ReactNode;
  /** When this changes (a new route), the boundary tries again. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

export function BoundaryText() {
  const text = i18n.isInitialized
    ? i18n.t("errors.boundary", {
        ns: "common",
        defaultValue: "Something went wrong. Please refresh the page.",
      })
    : "Something went wrong. Please refresh the page.";
  return (
    <div className="flex min-h-[50dvh] items-center justify-center p-6 text-center">
      <p role="alert" className="text-lg font-medium">
        {text}
      </p>
    </div>
  );
}

/** Catches render errors below it (spec section 8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <BoundaryText />;
  }
}
