import {
  BookOpen,
  Calendar,
  Clock,
  ExternalLink,
  Eye,
  Gamepad2,
  Lightbulb,
  MoveLeft,
  Package,
  Star,
  Tag,
  User,
  Wrench,
  Zap,
} from "lucide-react";
import { type ReactNode, useEffect } from "react";
import type { Guide } from "../../../shared/guides";
import { type GuideSectionType, parseGuideId } from "../../../shared/guides-limits";
import { SITE_NAME } from "../../../shared/routes";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { DetailStates, DetailUnavailable } from "../../components/detail-states";
import { NotFoundScreen } from "../../components/not-found-screen";
import { ResponsiveImage } from "../../components/responsive-image";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatLongDate } from "../../lib/format-date";
import { formatNumber } from "../../lib/format-number";
import { Link, useParams } from "../../lib/router";
import { DifficultyBadge } from "./difficulty-badge";
import { GuideRating } from "./guide-rating";
import { guideQuery, useGuide } from "./use-guides";

const HERO_IMAGE_SIZES = "(min-width: 80rem) 76rem, calc(100vw - 2rem)";

/** A section's icon by its type: tips, mods, tricks, or the default. */
const SECTION_ICONS: Record<GuideSectionType, typeof BookOpen> = {
  tips: Lightbulb,
  mods: Wrench,
  tricks: Zap,
  text: BookOpen,
};

const QUICK_LINKS = [
  { href: "https://www.nexusmods.com", label: "Nexus Mods" },
  { href: "https://steamcommunity.com", label: "Steam Community" },
] as const;

function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 font-bold font-display text-foreground text-lg uppercase tracking-wide">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function InfoRow({
  Icon,
  label,
  children,
}: {
  Icon: typeof BookOpen;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </dt>
      <dd className="text-right font-semibold text-foreground">{children}</dd>
    </div>
  );
}

function BulletCard({
  title,
  Icon,
  items,
}: {
  title: string;
  Icon: typeof BookOpen;
  items: string[];
}) {
  if (items.length === 0) return null;
  return (
    <Card className="p-5 sm:p-7">
      <h2 className="mb-4 flex items-center gap-2 font-bold font-display text-2xl text-foreground uppercase tracking-wide">
        <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
        {title}
      </h2>
      <ul className="grid list-disc gap-2 pl-5 text-foreground/90 marker:text-primary">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}

function GuideView({ guide }: { guide: Guide }) {
  useEffect(() => {
    document.title = `${guide.title} | ${SITE_NAME}`;
  }, [guide.title]);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/game-guides">
          <MoveLeft aria-hidden="true" className="h-4 w-4" />
          Back to Guides
        </Link>
      </Button>

      <Card className="overflow-hidden p-0">
        <div className="relative">
          <ResponsiveImage
            src={guide.thumbnail}
            alt=""
            width={1200}
            height={630}
            sizes={HERO_IMAGE_SIZES}
            priority
            className="aspect-[40/21] max-h-[24rem] h-auto w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/95 via-black/50 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 grid gap-3 p-5 sm:p-8">
            <DifficultyBadge difficulty={guide.difficulty} className="w-fit" />
            <h1 className="text-balance font-bold font-display text-3xl text-white leading-tight sm:text-5xl">
              {guide.title}
            </h1>
            <p className="max-w-3xl text-white/85 max-sm:hidden sm:text-lg">{guide.description}</p>
          </div>
        </div>
        <p className="p-5 text-foreground/85 sm:hidden">{guide.description}</p>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          {guide.sections.map((section) => {
            const Icon = SECTION_ICONS[section.type];
            return (
              <Card key={section.id} className="p-5 sm:p-7">
                <h2 className="mb-3 flex items-center gap-2 font-bold font-display text-2xl text-foreground tracking-wide">
                  <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-primary" />
                  {section.title}
                </h2>
                <p className="whitespace-pre-line text-foreground/90 leading-relaxed">
                  {section.content}
                </p>
              </Card>
            );
          })}

          {guide.nexusModsLinks.length > 0 ? (
            <Card className="p-5 sm:p-7">
              <h2 className="mb-4 flex items-center gap-2 font-bold font-display text-2xl text-foreground uppercase tracking-wide">
                <Package aria-hidden="true" className="h-6 w-6 text-primary" />
                Essential Mods (Nexus Mods)
              </h2>
              <ul className="grid gap-3">
                {guide.nexusModsLinks.map((mod) => (
                  <li
                    key={mod.url}
                    className="flex flex-col gap-3 rounded-lg border border-border bg-white/5 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div>
                      <p className="font-semibold text-foreground">{mod.name}</p>
                      <p className="text-muted-foreground text-sm">{mod.description}</p>
                    </div>
                    <a
                      href={mod.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-lg bg-primary px-3 font-semibold text-primary-foreground text-sm hover:brightness-110"
                    >
                      View Mod
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                      <span className="sr-only">{mod.name} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}

          <BulletCard title="Pro Tips" Icon={Lightbulb} items={guide.tips} />
          <BulletCard title="Advanced Tricks" Icon={Zap} items={guide.tricks} />
        </div>

        <aside className="grid content-start gap-6" aria-label="About this guide">
          <SidebarCard title="Guide Information">
            <dl className="grid gap-3">
              <InfoRow Icon={Gamepad2} label="Game">
                {guide.gameSlug ? (
                  <Link to={`/games/${guide.gameSlug}`} className="hover:text-primary">
                    {guide.game}
                  </Link>
                ) : (
                  guide.game
                )}
              </InfoRow>
              <InfoRow Icon={BookOpen} label="Difficulty">
                <DifficultyBadge difficulty={guide.difficulty} />
              </InfoRow>
              <InfoRow Icon={Clock} label="Read time">
                {guide.readTime} min
              </InfoRow>
              <InfoRow Icon={Star} label="Rating">
                {guide.ratingCount > 0
                  ? `${guide.rating.toFixed(1)} / 5 (${formatNumber(guide.ratingCount)})`
                  : "Not rated yet"}
              </InfoRow>
              <InfoRow Icon={Eye} label="Views">
                {formatNumber(guide.views)}
              </InfoRow>
              <InfoRow Icon={User} label="Author">
                {guide.author}
              </InfoRow>
              <InfoRow Icon={Calendar} label="Published">
                {formatLongDate(guide.publishedAt)}
              </InfoRow>
            </dl>
            <div className="mt-5 border-border border-t pt-4">
              <GuideRating guide={guide} />
            </div>
          </SidebarCard>
          {guide.tags.length > 0 ? (
            <SidebarCard title="Tags">
              <ul className="flex flex-wrap gap-2">
                {guide.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-full border border-border bg-white/5 px-3 py-1 text-foreground/85 text-sm"
                  >
                    <Tag aria-hidden="true" className="h-3 w-3" />
                    {tag}
                  </li>
                ))}
              </ul>
            </SidebarCard>
          ) : null}
          <SidebarCard title="Quick Links">
            <ul className="grid gap-2">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center justify-between rounded-lg border border-border px-3 py-2 font-semibold text-foreground text-sm transition hover:border-primary hover:text-primary"
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </SidebarCard>
        </aside>
      </div>
    </div>
  );
}

function GuideLoading() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <Skeleton className="aspect-[40/21] max-h-[24rem] w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-6 w-2/3" />
    </div>
  );
}

/** Unknown, deleted or not an id: the server answered 404 and drew this screen. */
export function GuideNotFound() {
  return (
    <NotFoundScreen
      title="Guide Not Found"
      text="The guide you're looking for doesn't exist or has been removed."
      backTo="/game-guides"
      backLabel="All Guides"
      backIcon={BookOpen}
    />
  );
}

/**
 * The server reads the guide, so the page arrives whole; an unknown id arrives as the
 * not-found screen, never asked for again.
 */
export const pageQueries: PageQueries = ({ params }) => {
  const id = parseGuideId(params.slug);
  return id === null ? [] : [pageQuery(guideQuery(id))];
};

function GuideOfId({ id }: { id: number }) {
  const query = useGuide(id);
  return (
    <DetailStates
      query={query}
      loading={<GuideLoading />}
      notFound={<GuideNotFound />}
      unavailable={
        <DetailUnavailable
          icon={BookOpen}
          title="Guide Unavailable"
          text="This guide could not be loaded. Please try again in a moment."
        />
      }
    >
      {(data) => <GuideView guide={data} />}
    </DetailStates>
  );
}

/**
 * One guide, /guides/{id}: the route's parameter parsed as an
 * integer; anything else, or an id that names no guide, is "Guide Not Found".
 */
export function GuidePage() {
  const { slug } = useParams();
  const id = parseGuideId(slug);
  if (id === null) return <GuideNotFound />;
  return <GuideOfId key={id} id={id} />;
}
