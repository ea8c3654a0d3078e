import { Component, type ReactNode } from "react";
import { Error500Page } from "../features.ts";
import { releaseShell } from "../../kit/prerendered.ts";

/** Catches a page's render error and shows the 500 page inside the shell; the next navigation starts afresh. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("Page failed to render:", error);
    // A prerendered form must not stay over the error, looking usable.
    releaseShell();
  }

  override render() {
    return this.state.failed ? <Error500Page /> : this.props.children;
  }
}
