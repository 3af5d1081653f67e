import { Gamepad2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { SearchResult } from "../../../shared/search";
import { contentTypeLabel, SEARCH_TAGS_SHOWN } from "../../../shared/search-limits";
import { ResponsiveImage } from "../../components/responsive-image";
import { cn } from "../../lib/cn";
import { formatLongDate } from "../../lib/format-date";
import { Link } from "../../lib/router";

/** Each type's badge colour; the other types share a neutral one. */
const BADGE_COLOURS: Readonly<Record<string, string>> = {
  blog: "border-primary/40 bg-primary/15 text-primary",
  game: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300",
  guide: "border-sky-400/40 bg-sky-400/10 text-sky-300",
  hardware: "border-amber-400/40 bg-amber-400/10 text-amber-300",
  mod: "border-violet-400/40 bg-violet-400/10 text-violet-300",
  deal: "border-rose-400/40 bg-rose-400/10 text-rose-300",
};
const OTHER_BADGE = "border-border bg-muted text-muted-foreground";

function TypeBadge({ type }: { type: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md border px-2 py-0.5 font-bold font-display text-[11px] uppercase tracking-wider",
        BADGE_COLOURS[type] ?? OTHER_BADGE,
      )}
    >
      {contentTypeLabel(type)}
    </span>
  );
}

function ResultDate({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return (
    <time dateTime={iso} className="text-muted-foreground text-xs">
      {formatLongDate(iso)}
    </time>
  );
}

/** A result shows at most three tags. */
function ResultTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.slice(0, SEARCH_TAGS_SHOWN).map((tag) => (
        <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground text-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A row of small parts (badge, date, tags) above or below the title. */
function MetaRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">{children}</div>;
}

/**
 * The title is the result's link; its ::after covers the whole card, so the card is one
 * click target while screen readers hear the link as just the title.
 */
function ResultTitle({ result }: { result: SearchResult }) {
  const className =
    "rounded-sm outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)]";
  const isInSite = result.url.startsWith("/") && !result.url.startsWith("//");
  return (
    <h3 className="font-bold font-display text-base text-foreground leading-snug sm:text-lg transition-colors group-hover:text-primary">
      {isInSite ? (
        <Link to={result.url} className={className}>
          {result.title}
        </Link>
      ) : (
        <a href={result.url} className={className}>
          {result.title}
        </a>
      )}
    </h3>
  );
}

function ResultExcerpt({ html }: { html: string }) {
  if (!html) return null;
  return (
    <p
      className="line-clamp-2 text-muted-foreground text-sm [&_mark]:rounded-sm [&_mark]:bg-primary/25 [&_mark]:px-0.5 [&_mark]:text-foreground"
      // Safe by construction: the server HTML-escapes the excerpt and adds only <mark> around
      // the matched words (searchResultSchema.excerpt in src/shared/search.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text with <mark> only
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A result's picture, or nothing when it has none or it fails to load. */
function Thumbnail({
  src,
  className,
  sizes,
  fallback = null,
}: {
  src: string | null;
  className: string;
  sizes: string;
  fallback?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return fallback;
  return (
    <div className={cn("relative shrink-0 overflow-hidden rounded-lg bg-muted", className)}>
      <ResponsiveImage
        src={src}
        alt=""
        width={320}
        height={180}
        sizes={sizes}
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    </div>
  );
}

const GAME_ICON = (
  <div
    aria-hidden="true"
    className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg border border-border bg-gradient-to-br from-emerald-400/20 via-card to-background"
  >
    <Gamepad2 className="h-6 w-6 text-emerald-300" />
  </div>
);

/** The parts of a result, in each type's order. */
function ResultBody({ result }: { result: SearchResult }) {
  const { contentType: type } = result;
  const title = <ResultTitle result={result} />;
  const excerpt = <ResultExcerpt html={result.excerpt} />;
  switch (type) {
    case "blog":
      return (
        <div className="flex gap-4">
          <Thumbnail
            src={result.thumbnail}
            className="aspect-video w-24 self-start sm:w-40"
            sizes="(min-width: 640px) 160px, 96px"
          />
          <div className="min-w-0 flex-1 space-y-1.5">
            <MetaRow>
              <TypeBadge type={type} />
              <ResultDate iso={result.createdAt} />
            </MetaRow>
            {title}
            {excerpt}
            {result.author ? (
              <p className="text-muted-foreground text-xs">By {result.author}</p>
            ) : null}
            <ResultTags tags={result.tags} />
          </div>
        </div>
      );
    case "game":
      return (
        <div className="space-y-2">
          <MetaRow>
            <TypeBadge type={type} />
            <ResultTags tags={result.tags} />
          </MetaRow>
          <div className="flex items-center gap-3">
            <Thumbnail
              src={result.thumbnail}
              className="h-14 w-14"
              sizes="56px"
              fallback={GAME_ICON}
            />
            <div className="min-w-0 flex-1 space-y-1">
              {title}
              {excerpt}
            </div>
          </div>
        </div>
      );
    case "guide":
    case "mod":
      return <StackedResult result={result} top="date" tagsBelow />;
    case "deal":
      return <StackedResult result={result} top="tags" />;
    default:
      // Hardware and every other type: badge, date when there is one, title, excerpt.
      return <StackedResult result={result} top="date" />;
  }
}

/** Badge with the date or the tags on one line, then title and excerpt, then the tags. */
function StackedResult({
  result,
  top,
  tagsBelow = false,
}: {
  result: SearchResult;
  top: "date" | "tags";
  tagsBelow?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <MetaRow>
        <TypeBadge type={result.contentType} />
        {top === "date" ? <ResultDate iso={result.createdAt} /> : <ResultTags tags={result.tags} />}
      </MetaRow>
      <ResultTitle result={result} />
      <ResultExcerpt html={result.excerpt} />
      {tagsBelow ? <ResultTags tags={result.tags} /> : null}
    </div>
  );
}

/** One search result, drawn by its type; the whole card leads to the result's url. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <article
      data-content-type={result.contentType}
      className="group relative rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-lg backdrop-blur-md transition duration-200 has-[a:focus-visible]:border-primary has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary hover:border-primary/60 sm:p-5"
    >
      <ResultBody result={result} />
    </article>
  );
}
