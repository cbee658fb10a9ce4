import { Component, type ReactNode } from "react";
import { fixedT } from "../lib/i18n";

/** What went wrong, and a way to show the children again once it is put right. */
export interface Failure {
  error: unknown;
  reset(): void;
}

interface Props {
  children: ReactNode;
  /** What to show instead; by default the spec's "Something went wrong" text. */
  fallback?: ReactNode | ((failure: Failure) => ReactNode);
  /** When this changes (a new route), the boundary tries again. */
  resetKey?: string;
}

interface State {
  failure: { error: unknown } | null;
  resetKey: string | undefined;
}

export function BoundaryText() {
  // Whatever failed, even the strings' download: the English words stand in for them.
  const text = fixedT("common")("errors.boundary", {
    defaultValue: "Something went wrong. Please refresh the page.",
  });
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
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failure: null, resetKey: props.resetKey } : null;
  }

  private readonly reset = () => this.setState({ failure: null });

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === "function") return fallback({ error: failure.error, reset: this.reset });
    return fallback ?? <BoundaryText />;
  }
}
