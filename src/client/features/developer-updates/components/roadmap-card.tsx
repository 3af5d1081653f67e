import { ArrowRight, Route } from "lucide-react";
import { LinkButton } from "../../../components/link-button";
import { Card } from "../../../components/ui/card";

/** The footer card of the updates pages: the way to the full roadmap, /roadmap. */
export function DevelopmentRoadmapCard() {
  return (
    <Card className="relative overflow-hidden p-6 sm:p-8">
      <section
        aria-labelledby="development-roadmap-title"
        className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
            <Route aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h2
              id="development-roadmap-title"
              className="font-bold font-display text-2xl uppercase tracking-wide"
            >
              Development Roadmap
            </h2>
            <p className="mt-1 text-muted-foreground text-sm sm:text-base">
              See what we have planned, what is in progress and what has shipped.
            </p>
          </div>
        </div>
        <LinkButton to="/roadmap" stretch trailingIcon={ArrowRight} className="shrink-0">
          View Full Roadmap
        </LinkButton>
      </section>
    </Card>
  );
}
