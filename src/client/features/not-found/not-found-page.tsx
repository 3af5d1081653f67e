import { Ghost, House, Newspaper } from "lucide-react";
import { LinkButton } from "../../components/link-button";
import { Card } from "../../components/ui/card";
import { useLocation } from "../../lib/router";

/** Shown for any path outside the route table. */
export function NotFoundPage() {
  const { pathname, search } = useLocation();

  return (
    <div className="mx-auto flex w-full max-w-3xl items-center px-4 py-12 sm:px-6 sm:py-20">
      <Card className="relative w-full overflow-hidden px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="-translate-x-1/2 absolute top-0 left-1/2 h-48 w-96 max-w-full rounded-full bg-primary/25 blur-3xl"
        />
        <div className="relative">
          <p
            aria-hidden="true"
            className="select-none bg-linear-to-b from-primary to-secondary bg-clip-text font-black font-display text-[7rem] text-transparent leading-none tracking-tighter sm:text-[10rem]"
          >
            404
          </p>
          <span className="sr-only">Error 404.</span>
          <h1 className="mt-2 flex items-center justify-center gap-3 font-bold font-display text-3xl uppercase tracking-tight sm:text-4xl">
            <Ghost aria-hidden="true" className="h-8 w-8 text-primary" />
            Page Not Found
          </h1>
          <p className="mx-auto mt-4 max-w-md text-foreground/80">
            Looks like this level hasn't been unlocked yet. The page may have moved, or the link
            might have a typo.
          </p>
          <p className="mx-auto mt-5 max-w-full text-muted-foreground text-sm">
            You were looking for{" "}
            <code
              data-testid="not-found-path"
              className="break-all rounded-md border border-border bg-black/40 px-2 py-1 font-mono text-foreground"
            >
              {pathname}
              {search}
            </code>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/" size="lg" stretch icon={House}>
              Go Home
            </LinkButton>
            <LinkButton to="/blog" size="lg" variant="outline" stretch icon={Newspaper}>
              Back to News
            </LinkButton>
          </div>
        </div>
      </Card>
    </div>
  );
}
