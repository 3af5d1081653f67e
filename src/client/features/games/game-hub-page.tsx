import {
  BookOpen,
  ExternalLink,
  Gamepad2,
  MessageSquare,
  MoveLeft,
  Newspaper,
  Radio,
  Users,
} from "lucide-react";
import { useEffect } from "react";
import type { GameHub } from "../../../shared/games";
import { formatViewerCount } from "../../../shared/live-streams-limits";
import { SITE_NAME } from "../../../shared/routes";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { DetailStates, DetailUnavailable } from "../../components/detail-states";
import { NotFoundScreen } from "../../components/not-found-screen";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatLongDate } from "../../lib/format-date";
import { formatCountOf, pluralNoun } from "../../lib/format-number";
import { Link, useParams } from "../../lib/router";
import { GameArt } from "./game-art";
import { gameHubQuery, useGameHub } from "./use-games";

const HERO_IMAGE_SIZES = "(min-width: 80rem) 76rem, calc(100vw - 2rem)";

/** Unknown game: the server answered 404 and drew this screen. */
function GameNotFound() {
  return (
    <NotFoundScreen
      title="Game Not Found"
      text="The game you're looking for isn't on GameHub."
      backTo="/games"
      backLabel="All Games"
      backIcon={Gamepad2}
    />
  );
}

interface HubLink {
  key: number;
  to: string;
  title: string;
  detail: string;
  /** A page on another site (a stream): opens in a new tab. */
  isExternal?: boolean;
}

/** One of the hub's lists (news, guides, streams, discussions): titled links, or a line when empty. */
function HubSection({
  title,
  Icon,
  moreTo,
  moreLabel,
  empty,
  links,
}: {
  title: string;
  Icon: typeof Newspaper;
  moreTo: string;
  moreLabel: string;
  empty: string;
  links: HubLink[];
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-bold font-display text-foreground text-xl uppercase tracking-wide">
          <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
          {title}
        </h2>
        <Link to={moreTo} className="font-semibold text-primary text-sm hover:underline">
          {moreLabel}
        </Link>
      </div>
      {links.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {links.map((link) => (
            <li key={link.key}>
              {link.isExternal ? (
                <a href={link.to} target="_blank" rel="noopener" className="group block">
                  <HubLinkText link={link} />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={link.to} className="group block">
                  <HubLinkText link={link} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function HubLinkText({ link }: { link: HubLink }) {
  return (
    <>
      <span className="block font-semibold text-foreground group-hover:text-primary">
        {link.title}
      </span>
      <span className="text-muted-foreground text-xs">{link.detail}</span>
    </>
  );
}

function HubView({ hub }: { hub: GameHub }) {
  const { game } = hub;
  useEffect(() => {
    document.title = `${game.title} | ${SITE_NAME}`;
  }, [game.title]);

  const links = [
    { href: game.officialUrl, label: "Official Site" },
    ...(game.twitterUrl ? [{ href: game.twitterUrl, label: "Twitter / X" }] : []),
    ...(game.facebookUrl ? [{ href: game.facebookUrl, label: "Facebook" }] : []),
  ];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/games">
          <MoveLeft aria-hidden="true" className="h-4 w-4" />
          All Games
        </Link>
      </Button>
      <Card className="overflow-hidden p-0">
        <div className="relative">
          <GameArt
            image={game.image}
            fallbackImage={game.fallbackImage}
            sizes={HERO_IMAGE_SIZES}
            priority
            className="aspect-[40/21] max-h-[26rem] h-auto w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/30 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 flex items-end gap-4 p-5 sm:p-8">
            {game.logo ? (
              <img
                src={game.logo}
                alt={`${game.title} logo`}
                width={160}
                height={160}
                decoding="async"
                className="hidden h-20 w-20 shrink-0 rounded-xl border border-white/20 bg-black/40 object-cover sm:block"
              />
            ) : null}
            <div className="min-w-0">
              <p className="font-semibold text-primary text-sm uppercase tracking-wider">
                {game.genre} · {game.developer}
              </p>
              <h1 className="mt-1 text-balance font-bold font-display text-4xl text-white uppercase leading-none sm:text-6xl">
                {game.title}
              </h1>
            </div>
          </div>
        </div>
        <div className="grid gap-6 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid content-start gap-4">
            <p className="text-foreground/90 text-lg">{game.description}</p>
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {game.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-border bg-white/5 px-3 py-1 text-foreground/80 text-sm"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid content-start gap-3 text-sm">
            <div className="flex items-center justify-between gap-3">
              <dt className="text-muted-foreground">Developer</dt>
              <dd className="text-right font-semibold text-foreground">{game.developer}</dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-muted-foreground">Genre</dt>
              <dd className="text-right font-semibold text-foreground">{game.genre}</dd>
            </div>
            {game.players ? (
              <div className="flex items-center justify-between gap-3">
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <Users aria-hidden="true" className="h-4 w-4" />
                  Players
                </dt>
                <dd className="text-right font-semibold text-foreground">{game.players}</dd>
              </div>
            ) : null}
            <div className="grid gap-2 pt-2">
              <dt className="sr-only">Links</dt>
              {links.map((link) => (
                <dd key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener"
                    className="flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 font-semibold text-foreground transition hover:border-primary hover:text-primary"
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </dd>
              ))}
            </div>
          </dl>
        </div>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <HubSection
          title="Latest News"
          Icon={Newspaper}
          moreTo="/blog"
          moreLabel="All news"
          empty={`No news about ${game.title} yet.`}
          links={hub.news.map((post) => ({
            key: post.id,
            to: `/blog/${post.id}`,
            title: post.title,
            detail: formatLongDate(post.publishedAt),
          }))}
        />
        <HubSection
          title="Guides"
          Icon={BookOpen}
          moreTo="/game-guides"
          moreLabel="All guides"
          empty={`No guides for ${game.title} yet.`}
          links={hub.guides.map((guide) => ({
            key: guide.id,
            to: `/guides/${guide.id}`,
            title: guide.title,
            detail: `${guide.difficulty} · ${guide.readTimeMinutes} min read`,
          }))}
        />
        <HubSection
          title="Live Streams"
          Icon={Radio}
          moreTo="/live-streams"
          moreLabel="All streams"
          empty={`Nobody is streaming ${game.title} right now.`}
          links={hub.streams.map((stream) => ({
            key: stream.id,
            to: stream.streamUrl,
            isExternal: true,
            title: stream.title,
            detail: stream.isLive
              ? `LIVE · ${stream.streamerName} · ${formatViewerCount(stream.viewerCount)} ${pluralNoun(stream.viewerCount, "viewer")}`
              : `${stream.streamerName} · ${formatLongDate(stream.startedAt)}`,
          }))}
        />
        <HubSection
          title="Forum Discussions"
          Icon={MessageSquare}
          moreTo="/forum"
          moreLabel="Forum"
          empty={`No discussions tagged ${game.title} yet. Start one in the forum.`}
          links={hub.discussions.map((thread) => ({
            key: thread.id,
            to: `/forum/thread/${thread.id}`,
            title: thread.title,
            detail: `${formatCountOf(thread.replyCount, "reply", "replies")} · active ${formatLongDate(thread.lastActivityAt)}`,
          }))}
        />
      </div>
    </div>
  );
}

function HubLoading() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <Skeleton className="aspect-[40/21] max-h-[26rem] w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-6 w-2/3" />
    </div>
  );
}

function GameHubView({ slug }: { slug: string }) {
  const query = useGameHub(slug);
  return (
    <DetailStates
      query={query}
      loading={<HubLoading />}
      notFound={<GameNotFound />}
      unavailable={
        <DetailUnavailable
          icon={Gamepad2}
          title="Game Unavailable"
          text="This game could not be loaded. Please try again in a moment."
        />
      }
    >
      {(data) => <HubView hub={data} />}
    </DetailStates>
  );
}

/** The server reads the hub, so it arrives whole; an unknown game arrives as the 404 screen. */
export const pageQueries: PageQueries = ({ params }) =>
  params.gameName ? [pageQuery(gameHubQuery(params.gameName))] : [];

/** A game hub, /games/{gameName}: GameHub's own page for one game. */
export function GameHubPage() {
  const { gameName } = useParams();
  if (!gameName) return <GameNotFound />;
  return <GameHubView key={gameName} slug={gameName} />;
}
