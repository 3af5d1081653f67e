import { ArrowRight, Home, Newspaper, Wrench } from "lucide-react";
import { matchSiteRoute, SITE_NAME } from "../../../shared/routes";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Link, useLocation } from "../../lib/router";

/**
 * Stand-in for a route whose feature is not built yet: the route's own title and description from
 * SITE_ROUTES, and a way on to the home page and the news.
 */
export function PlannedPage() {
  const { pathname } = useLocation();
  const route = matchSiteRoute(pathname)?.route;
  const title = route?.title ?? SITE_NAME;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
      <Breadcrumb current={title} className="mb-6" />
      <PageHeader title={title} description={route?.description} />
      <Card className="mt-10 max-w-3xl overflow-hidden">
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl border border-primary/40 bg-primary/15 text-primary shadow-[0_0_28px_-8px_var(--primary)]">
            <Wrench className="h-7 w-7" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-bold font-display text-foreground text-xl uppercase tracking-wide">
              This section is being built.
            </p>
            <p className="mt-1 text-muted-foreground">Meanwhile, catch up on the latest news.</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3 border-border border-t bg-black/20 px-6 py-4 sm:px-8">
          <Button asChild>
            <Link to="/blog">
              <Newspaper className="h-4 w-4" aria-hidden="true" /> Latest News
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Home className="h-4 w-4" aria-hidden="true" /> Back to Home
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
