import { Calendar, Clock, ExternalLink, Eye, Gamepad2, Radio, TrendingUp } from "lucide-react";
import { type ReactNode, useState } from "react";
import { siDiscord, siTwitch, siYoutube } from "simple-icons";
import type { LiveStream } from "../../../shared/live-streams";
import {
  formatStreamDuration,
  formatViewerCount,
  STREAM_TAGS_SHOWN,
  type StreamPlatform,
} from "../../../shared/live-streams-limits";
import { BrandIcon } from "../../components/brand-icon";
import { ResponsiveImage } from "../../components/responsive-image";
import { Card } from "../../components/ui/card";
import { formatLongDate } from "../../lib/format-date";
import { pluralNoun } from "../../lib/format-number";
import { Link } from "../../lib/router";

const PLATFORM_ICONS = { twitch: siTwitch, youtube: siYoutube, discord: siDiscord } as const;
const PLATFORM_NAMES: Record<StreamPlatform, string> = {
  twitch: "Twitch",
  youtube: "YouTube",
  discord: "Discord",
};
const PLATFORM_COLOURS: Record<StreamPlatform, string> = {
  twitch: "text-[#a970ff]",
  youtube: "text-[#ff4e45]",
  discord: "text-[#8c9eff]",
};

/** "18:00 UTC": in UTC, so the server's HTML and the reader's hydration agree. */
const timeOfDay = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

function StreamThumbnail({ stream, priority }: { stream: LiveStream; priority: boolean }) {
  const [isBroken, setIsBroken] = useState(false);
  if (!stream.thumbnailUrl || isBroken) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-primary/25 via-card to-background">
        <Radio aria-hidden="true" className="h-12 w-12 text-primary/70" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={stream.thumbnailUrl}
      alt=""
      width={1200}
      height={630}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      priority={priority}
      onError={() => setIsBroken(true)}
      className="h-full w-full object-cover"
    />
  );
}

function StreamerAvatar({ stream }: { stream: LiveStream }) {
  if (stream.streamerAvatar) {
    return (
      <img
        src={stream.streamerAvatar}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        className="h-8 w-8 rounded-full border border-border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-8 w-8 items-center justify-center rounded-full border border-border bg-primary/20 font-bold font-display text-primary text-sm"
    >
      {stream.streamerName.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** When: the live duration, or the (planned) start date of an upcoming or ended stream. */
function StreamTiming({ stream }: { stream: LiveStream }) {
  if (stream.isLive) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {formatStreamDuration(stream.duration)}
      </span>
    );
  }
  const start = new Date(stream.startedAt);
  return (
    <span className="inline-flex items-center gap-1.5">
      <Calendar aria-hidden="true" className="h-4 w-4" />
      <time dateTime={stream.startedAt}>
        {formatLongDate(stream.startedAt)}
        {stream.status === "scheduled" ? ` · ${timeOfDay.format(start)} UTC` : null}
      </time>
    </span>
  );
}

/** One stream of the directory, as a card. */
export function StreamCard({
  stream,
  priority = false,
  adminActions,
}: {
  stream: LiveStream;
  priority?: boolean;
  /** Admins' Go Live, End Stream and Delete (loaded for admins only). */
  adminActions?: ReactNode;
}) {
  const platformName = PLATFORM_NAMES[stream.platform];
  return (
    <Card className="group flex h-full flex-col overflow-hidden">
      <div className="relative aspect-video overflow-hidden bg-muted">
        <StreamThumbnail stream={stream} priority={priority} />
        {stream.isLive ? (
          <div className="absolute top-3 left-3 flex items-center gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 font-bold text-white text-xs uppercase tracking-wider shadow">
              <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-white" />
              Live
            </span>
            <span className="inline-flex items-center gap-1 rounded-md bg-black/75 px-2 py-0.5 font-semibold text-white text-xs">
              <Eye aria-hidden="true" className="h-3.5 w-3.5" />
              {formatViewerCount(stream.viewerCount)}
              <span className="sr-only"> viewers</span>
            </span>
          </div>
        ) : null}
        {stream.isDemo ? (
          <span
            className="absolute top-3 right-3 rounded-md bg-black/75 px-2 py-0.5 font-semibold text-white/90 text-xs"
            title="Demo content shipped with GameHub"
          >
            Demo
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span
            className={`inline-flex items-center gap-1.5 font-semibold ${PLATFORM_COLOURS[stream.platform]}`}
          >
            <BrandIcon icon={PLATFORM_ICONS[stream.platform]} className="h-4 w-4" />
            {platformName}
          </span>
          <span className="rounded-full border border-border px-2.5 py-0.5 text-muted-foreground text-xs capitalize">
            {stream.category}
          </span>
        </div>
        <h3 className="line-clamp-2 font-bold font-display text-foreground text-xl leading-tight">
          {stream.title}
        </h3>
        {stream.description ? (
          <p className="line-clamp-2 text-muted-foreground text-sm">{stream.description}</p>
        ) : null}
        <div className="flex items-center gap-2">
          <StreamerAvatar stream={stream} />
          <span className="font-semibold text-foreground text-sm">{stream.streamerName}</span>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
          {stream.gameTitle ? (
            <span className="inline-flex items-center gap-1.5">
              <Gamepad2 aria-hidden="true" className="h-4 w-4" />
              {stream.gameUrl ? (
                <Link to={stream.gameUrl} className="hover:text-primary hover:underline">
                  {stream.gameTitle}
                </Link>
              ) : (
                stream.gameTitle
              )}
            </span>
          ) : null}
          <StreamTiming stream={stream} />
          {!stream.isLive && stream.maxViewers > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <TrendingUp aria-hidden="true" className="h-4 w-4" />
              Peak {formatViewerCount(stream.maxViewers)} {pluralNoun(stream.maxViewers, "viewer")}
            </span>
          ) : null}
        </div>
        {stream.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {stream.tags.slice(0, STREAM_TAGS_SHOWN).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-muted px-2.5 py-0.5 text-muted-foreground text-xs"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <a
          href={stream.streamUrl}
          target="_blank"
          rel="noopener"
          className={`mt-auto inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 font-display font-semibold text-sm uppercase tracking-wider transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background ${
            stream.isLive
              ? "bg-red-600 text-white hover:bg-red-500"
              : "border border-border text-foreground hover:border-primary hover:text-primary"
          }`}
        >
          {stream.isLive ? "Watch Live" : "View Stream"}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">
            {" "}
            {stream.title} on {platformName} (opens in a new tab)
          </span>
        </a>
        {adminActions}
      </div>
    </Card>
  );
}
