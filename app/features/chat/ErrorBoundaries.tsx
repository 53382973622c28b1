import { AlertTriangle, RefreshCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { primaryButton } from "../accounts/styles.ts";

/** CONST-25: a component-level boundary tries its part again after this long. */
export const COMPONENT_ERROR_RESET_MS = 5_000;

type BoundaryProps = {
  children: ReactNode;
  /** What shows instead of the part that failed. */
  fallback: ReactNode;
  /** Render the part again this long after it failed (CHAT-49's component level). */
  resetAfterMs?: number;
};
type BoundaryState = { failed: boolean };

/**
 * An error boundary (CHAT-49 … CHAT-52): a part that throws while rendering is replaced by its
 * fallback, so one bad card or message never takes the chat down with it.
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A chat part failed to render", error, info.componentStack);
    if (this.props.resetAfterMs !== undefined) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.setState({ failed: false }), this.props.resetAfterMs);
    }
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Fallback({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="flex items-center gap-2 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <span>{text}</span>
    </div>
  );
}

/** CHAT-49: the application level. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<Fallback text="Application Error" />}>{children}</ErrorBoundary>;
}

/** CHAT-49: a feature (the history panel, the message list). */
export function FeatureErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<Fallback text="Feature Error" />}>{children}</ErrorBoundary>;
}

/** CHAT-49, CONST-25: a component, tried again after 5 s. */
export function ComponentErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<Fallback text="Component Error" />} resetAfterMs={COMPONENT_ERROR_RESET_MS}>
      {children}
    </ErrorBoundary>
  );
}

/** CHAT-50. */
export function ProductCardBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<Fallback text="Error rendering product data" />}>{children}</ErrorBoundary>
  );
}

/** CHAT-51. */
export function OrderCardBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<Fallback text="Error loading order information" />}>{children}</ErrorBoundary>
  );
}

/** CHAT-52. */
export function MessageContentBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<Fallback text="Error loading message content" />}>{children}</ErrorBoundary>
  );
}

/** CHAT-48: the chat as a whole failed; reloading the page is the way out. */
export function ChatErrorBoundary({
  children,
  reload = () => window.location.reload(),
}: {
  children: ReactNode;
  /** Reloads the page (a test watches it). */
  reload?: () => void;
}) {
  return (
    <ErrorBoundary
      fallback={
        <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm text-slate-700">
          <AlertTriangle aria-hidden className="size-6 text-brand-red" />
          <p>Chat Error - Something went wrong with the chat. Please try refreshing the page.</p>
          <button type="button" className={primaryButton} onClick={reload}>
            <RefreshCw aria-hidden className="size-4" />
            Refresh Page
          </button>
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
