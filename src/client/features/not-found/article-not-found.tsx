import { ArrowLeft, ExternalLink, FileQuestion, House } from "lucide-react";
import { LinkButton } from "../../components/link-button";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useDelayedReveal } from "./use-delayed-reveal";

/** The article-not-found page animates in after 100 ms. */
const REVEAL_DELAY_MS = 100;

export function ArticleNotFound() {
  const isRevealed = useDelayedReveal(REVEAL_DELAY_MS);

  return (
    <div className="mx-auto flex w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <Card
        data-revealed={isRevealed}
        className={cn(
          "w-full px-6 py-12 text-center transition duration-500 ease-out sm:px-12",
          isRevealed ? "translate-y-0 opacity-100" : "translate-y-4 opacity-0",
        )}
      >
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-primary/15 text-primary">
          <FileQuestion aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-6 font-bold font-display text-3xl uppercase tracking-tight sm:text-4xl">
          Article Not Found
        </h1>
        <p className="mt-4 text-foreground/85">
          The article you're looking for doesn't exist or has been removed.
        </p>
        <p className="mt-2 text-muted-foreground text-sm">
          Check the URL or browse our latest articles to find what you're looking for.
        </p>
        <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
          <LinkButton to="/" stretch icon={House}>
            Go Home
          </LinkButton>
          <LinkButton to="/blog" variant="outline" stretch icon={ArrowLeft}>
            Back to Blog
          </LinkButton>
          <Button asChild variant="ghost" className="w-full sm:w-auto">
            {/* The site's own root: the page is served from the public address, so "/" is it. */}
            <a href="/" target="_blank" rel="noopener noreferrer">
              Visit Main Website
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </Card>
    </div>
  );
}
