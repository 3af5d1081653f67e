import { Suspense } from "react";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { HydrateWhenVisible } from "../../components/hydrate-when-visible";
import { ClosingCta } from "./closing-cta";
import { HeroSection } from "./hero-section";
import { LatestNews } from "./latest-news";
import { QuickActions } from "./quick-actions";
import { TopGamesCard } from "./top-games-card";
import { homeNewsQuery } from "./use-home-news";
import { WelcomeSection } from "./welcome-section";

/** The server reads the latest news before rendering the page (see app/page-data.ts). */
export const pageQueries: PageQueries = () => [pageQuery(homeNewsQuery())];

/**
 * The home page: hero, welcome, latest news, top games, quick actions, CTA. Each section is
 * taken over by the browser in a pass of its own, and those below the hero only once they come
 * into view (see components/hydrate-when-visible.tsx).
 */
export function HomePage() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-8 sm:px-6 sm:py-10 lg:space-y-14 lg:px-8 lg:py-12">
      <Suspense fallback={null}>
        <HeroSection />
      </Suspense>
      <HydrateWhenVisible>
        <WelcomeSection />
      </HydrateWhenVisible>
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-8">
        <HydrateWhenVisible className="min-w-0 lg:col-span-2">
          <LatestNews />
        </HydrateWhenVisible>
        <div className="min-w-0 space-y-8">
          <HydrateWhenVisible>
            <TopGamesCard />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <QuickActions />
          </HydrateWhenVisible>
        </div>
      </div>
      <HydrateWhenVisible>
        <ClosingCta />
      </HydrateWhenVisible>
    </div>
  );
}
