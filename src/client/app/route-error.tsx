import { RefreshCw } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Link, useLocation } from "../lib/router";

/**
 * Last line of defence for a render error or a page chunk that fails to load (a new deploy
 * replaced it): a way out instead of a blank screen.
 */
export function RouteError() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-6 text-foreground">
      <Card className="max-w-md p-8 text-center">
        <h1 className="font-bold font-display text-3xl uppercase tracking-wide">
          Something went wrong
        </h1>
        <p className="mt-3 text-muted-foreground">
          This page could not be shown. Reloading usually fixes it.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Reload
          </Button>
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              Go Home
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}

/**
 * Shows RouteError in place of the whole site when rendering the routes throws (React logs the
 * error to the console). Another
 * address (Back, Forward) gets a fresh try, as React Router's own route error boundary does.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary resetKey={`${pathname}${search}`} fallback={<RouteError />}>
      {children}
    </ErrorBoundary>
  );
}

interface ErrorBoundaryProps {
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  /** The address the error happened on. */
  errorKey: string | null;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    if (state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  render() {
    return this.state.error === null ? this.props.children : this.props.fallback;
  }
}
