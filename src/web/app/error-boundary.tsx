import { Component, type ReactNode } from "react";
import i18n from "../lib/i18n";

interface State {
  failed: boolean;
}

/** The last resort: the spec's text, translated when the strings are there. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = i18n.isInitialized
      ? i18n.t("errors.boundary", {
          ns: "common",
          defaultValue: "Something went wrong. Please refresh the page.",
        })
      : "Something went wrong. Please refresh the page.";
    return (
      <main className="flex min-h-dvh items-center justify-center p-6 text-center">
        <p role="alert" className="text-lg font-medium">
          {text}
        </p>
      </main>
    );
  }
}
