import { MoveLeft, MoveRight, Newspaper } from "lucide-react";
import { useState } from "react";
import type { DeveloperUpdate } from "../../../../shared/developer-updates";
import { developerUpdatePath } from "../../../../shared/developer-updates-limits";
import { type PageQueries, pageQuery } from "../../../app/page-data";
import { useUser } from "../../../app/session/use-user";
import {
  DetailBackLink,
  DetailLoading,
  DetailStates,
  DetailUnavailable,
  useDetailTitle,
} from "../../../components/detail-states";
import { STOCK_NEWS_IMAGE } from "../../../components/news-image";
import { NotFoundScreen } from "../../../components/not-found-screen";
import { ResponsiveImage } from "../../../components/responsive-image";
import { Card } from "../../../components/ui/card";
import { Link, useParams } from "../../../lib/router";
import { DevelopmentRoadmapCard } from "../components/roadmap-card";
import { UpdateAdminActions } from "../components/update-admin-actions";
import { UpdateGameBadge, UpdateTypeBadge } from "../components/update-badges";
import { UpdateByline, UpdateTags } from "../components/update-byline";
import { UpdateContent } from "../components/update-content";
import { developerUpdateQuery, useDeveloperUpdate } from "../hooks/use-developer-update";

/** The page column is 56rem at most, less its padding; on phones, the screen less 2rem. */
const UPDATE_IMAGE_SIZES = "(min-width: 56rem) 53rem, calc(100vw - 2rem)";

/** Unknown or deleted: the server answered 404 and drew this screen. */
export function UpdateNotFound() {
  return (
    <NotFoundScreen
      title="Update Not Found"
      text="The developer update you're looking for doesn't exist or has been removed."
      backTo="/developer-updates"
      backLabel="All Updates"
      backIcon={Newspaper}
    />
  );
}

/**
 * The update's picture, the largest element of the first view: fetched first, never lazily. A
 * broken one gives way to the stock image.
 */
function FeaturedImage({ src }: { src: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <ResponsiveImage
      src={hasFailed ? STOCK_NEWS_IMAGE : src}
      alt=""
      width={1200}
      height={675}
      sizes={UPDATE_IMAGE_SIZES}
      priority
      onError={() => setHasFailed(true)}
      className="aspect-video h-auto w-full rounded-xl border border-border object-cover"
    />
  );
}

/** The next older and the next newer update. */
function UpdateNeighbours({ update }: { update: DeveloperUpdate }) {
  if (!update.previous && !update.next) return null;
  const linkClass =
    "group flex h-full flex-col gap-1 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-lg backdrop-blur-md transition hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-5";
  return (
    <nav aria-label="More updates" className="grid gap-4 sm:grid-cols-2">
      {update.previous ? (
        <Link
          to={developerUpdatePath(update.previous.slug)}
          rel="prev"
          className={linkClass}
          data-testid="update-previous"
        >
          <span className="inline-flex items-center gap-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider">
            <MoveLeft aria-hidden="true" className="h-4 w-4" />
            Previous update
          </span>
          <span className="break-words font-display font-semibold text-foreground group-hover:text-primary">
            {update.previous.title}
          </span>
        </Link>
      ) : (
        <span className="max-sm:hidden" />
      )}
      {update.next ? (
        <Link
          to={developerUpdatePath(update.next.slug)}
          rel="next"
          className={`${linkClass} sm:items-end sm:text-right`}
          data-testid="update-next"
        >
          <span className="inline-flex items-center gap-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider">
            Next update
            <MoveRight aria-hidden="true" className="h-4 w-4" />
          </span>
          <span className="break-words font-display font-semibold text-foreground group-hover:text-primary">
            {update.next.title}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}

function UpdateView({ slug }: { slug: string }) {
  const query = useDeveloperUpdate(slug);
  const { user } = useUser();

  useDetailTitle(query.data?.title);

  return (
    <DetailStates
      query={query}
      loading={<DetailLoading noun="update" bodyClassName="aspect-video" />}
      notFound={<UpdateNotFound />}
      unavailable={
        <DetailUnavailable
          icon={Newspaper}
          title="Update Unavailable"
          text="The update could not be loaded. Please try again in a moment."
          back={{ to: "/developer-updates", label: "Back to Updates", icon: MoveLeft }}
        />
      }
    >
      {(update) => (
        <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
          <div>
            <DetailBackLink to="/developer-updates" icon={MoveLeft}>
              Back to Updates
            </DetailBackLink>
            <Card className="mt-3 p-5 sm:p-8">
              <article aria-labelledby="update-title" className="grid gap-6">
                <header className="grid gap-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <UpdateTypeBadge type={update.updateType} />
                    {update.gameTitle ? <UpdateGameBadge title={update.gameTitle} /> : null}
                  </div>
                  <h1
                    id="update-title"
                    className="text-balance break-words font-bold font-display text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl"
                  >
                    {update.title}
                  </h1>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <UpdateByline
                      authorName={update.authorName}
                      authorAvatar={update.authorAvatar}
                      publishedAt={update.publishedAt}
                      readTime={update.readTime}
                      size="md"
                    />
                    {user?.isAdmin ? <UpdateAdminActions update={update} /> : null}
                  </div>
                </header>
                {update.featuredImage ? <FeaturedImage src={update.featuredImage} /> : null}
                <UpdateContent html={update.contentHtml} />
                <UpdateTags tags={update.tags} className="border-border border-t pt-5" />
              </article>
            </Card>
          </div>
          <UpdateNeighbours update={update} />
          <DevelopmentRoadmapCard />
        </div>
      )}
    </DetailStates>
  );
}

/**
 * The server reads the update (see app/page-data.ts), so the page arrives whole; an unknown
 * slug arrives as the not-found screen, never asked for again.
 */
export const pageQueries: PageQueries = ({ params }) =>
  params.slug ? [pageQuery(developerUpdateQuery(params.slug))] : [];

/** One developer update, /developer-updates/{slug}. */
export function DeveloperUpdatePage() {
  const { slug } = useParams();
  if (!slug) return <UpdateNotFound />;
  return <UpdateView key={slug} slug={slug} />;
}
