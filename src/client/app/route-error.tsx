import { RefreshCw } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";

/**
 * Last line of defence for a render error or a page chunk that fails to load (a new deploy
 * replaced it): a way out instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-6 text-foreground">
      <Card className="max-w-md p-8 text-center">
        <h1 className="font-bold font-display text-3xl uppercase tracking-wide">
          Something went wrong
        </h1>
        <p className="mt-3 text-muted-foreground">
          This page could not be shown. Reloading usually fixes it{detail ? ` (${detail})` : ""}.
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
