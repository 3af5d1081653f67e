import {
  CircleCheckBig,
  ClipboardList,
  Hammer,
  Lightbulb,
  Map as MapIcon,
  Megaphone,
  RefreshCw,
  ThumbsUp,
} from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { RoadmapCard, RoadmapReply } from "../../../shared/roadmap";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { LinkButton } from "../../components/link-button";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { formatCountOf, formatNumber, pluralNoun } from "../../lib/format-number";
import { Link } from "../../lib/router";
import { roadmapQuery, useRoadmap } from "./use-roadmap";

type Stage = RoadmapReply["columns"][number]["stage"];
type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * Each column wears the colour of the feedback status it collects (src/shared/feedback-limits.ts):
 * Planned is 'in review' blue, In Progress purple, Done 'resolved' green.
 */
const STAGE_STYLES: Record<Stage, { Icon: Icon; bar: string; icon: string; count: string }> = {
  planned: {
    Icon: ClipboardList,
    bar: "bg-sky-400",
    icon: "bg-sky-500/15 text-sky-300",
    count: "border-sky-400/50 bg-sky-500/15 text-sky-300",
  },
  "in-progress": {
    Icon: Hammer,
    bar: "bg-purple-400",
    icon: "bg-purple-500/15 text-purple-300",
    count: "border-purple-400/50 bg-purple-500/15 text-purple-300",
  },
  done: {
    Icon: CircleCheckBig,
    bar: "bg-emerald-400",
    icon: "bg-emerald-500/15 text-emerald-300",
    count: "border-emerald-400/50 bg-emerald-500/15 text-emerald-300",
  },
};

/** The three columns in the order of the work, whatever order the reply lists them in. */
const STAGE_ORDER: readonly Stage[] = ["planned", "in-progress", "done"];

function cardCountLabel(count: number): string {
  return formatCountOf(count, "item");
}

function RoadmapCardLink({ card }: { card: RoadmapCard }) {
  const isUpdate = card.kind === "update";
  return (
    <li>
      <Link
        to={card.url}
        data-testid="roadmap-card"
        className="group grid gap-2 rounded-xl border border-border bg-background/50 p-4 transition hover:border-primary/70 hover:bg-background/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-semibold text-xs leading-5",
              isUpdate
                ? "border-primary/50 bg-primary/10 text-foreground"
                : "border-border bg-muted/60 text-foreground/90",
            )}
          >
            {isUpdate ? <Megaphone aria-hidden="true" className="h-3 w-3" /> : null}
            {card.label}
          </span>
          {card.gameTitle ? (
            <span className="truncate text-muted-foreground text-xs">{card.gameTitle}</span>
          ) : null}
        </span>
        <span className="font-semibold text-foreground leading-snug group-hover:text-primary">
          {card.title}
        </span>
        {card.votes !== null ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground text-sm tabular-nums">
            <ThumbsUp aria-hidden="true" className="h-3.5 w-3.5" />
            {formatNumber(card.votes)} {pluralNoun(card.votes, "vote")}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function RoadmapColumn({ column }: { column: RoadmapReply["columns"][number] }) {
  const style = STAGE_STYLES[column.stage];
  const headingId = `roadmap-${column.stage}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`roadmap-column-${column.stage}`}
      className="relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-lg backdrop-blur-md"
    >
      <div aria-hidden="true" className={cn("h-1.5 w-full", style.bar)} />
      <header className="flex items-center justify-between gap-3 border-border border-b px-4 py-3 sm:px-5">
        <h2
          id={headingId}
          className="flex items-center gap-2.5 font-bold font-display text-lg uppercase tracking-wide"
        >
          <span className={cn("flex h-8 w-8 items-center justify-center rounded-lg", style.icon)}>
            <style.Icon aria-hidden="true" className="h-4 w-4" />
          </span>
          {column.title}
        </h2>
        <span
          className={cn(
            "rounded-full border px-2.5 py-0.5 font-semibold text-xs tabular-nums",
            style.count,
          )}
          data-testid="roadmap-column-count"
        >
          {cardCountLabel(column.cards.length)}
        </span>
      </header>
      {column.cards.length === 0 ? (
        <p className="m-4 rounded-xl border border-border border-dashed p-6 text-center text-muted-foreground text-sm sm:m-5">
          Nothing here yet
        </p>
      ) : (
        <ol className="grid gap-3 p-4 sm:p-5" aria-labelledby={headingId}>
          {column.cards.map((card) => (
            <RoadmapCardLink key={`${card.kind}-${card.id}`} card={card} />
          ))}
        </ol>
      )}
    </section>
  );
}

function RoadmapLoading() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <p role="status" className="sr-only">
        Loading the roadmap…
      </p>
      {STAGE_ORDER.map((stage) => (
        <div
          key={stage}
          className="grid gap-3 rounded-[var(--radius-card)] border border-border p-5"
        >
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

function RoadmapUnavailable({ onRetry }: { onRetry: () => void }) {
  // Not a MessageCard: the hero above keeps the page's one h1.
  return (
    <Card role="alert" className="mx-auto w-full max-w-xl px-6 py-10 text-center sm:px-12">
      <h2 className="font-bold font-display text-2xl uppercase tracking-tight">
        Roadmap Unavailable
      </h2>
      <p className="mt-3 text-foreground/85">
        The roadmap could not be loaded. Please try again in a moment.
      </p>
      <Button className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </Button>
    </Card>
  );
}

function RoadmapHero() {
  return (
    <section
      aria-labelledby="roadmap-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-lg backdrop-blur-md sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="relative">
        <p className="mb-3 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
          <MapIcon aria-hidden="true" className="h-4 w-4" />
          Roadmap
        </p>
        <h1
          id="roadmap-title"
          className="text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl"
        >
          Development Roadmap
        </h1>
        <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
          What the team has planned, is building now and has shipped, shaped by your feedback and
          votes.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <LinkButton to="/community-feedback" icon={Lightbulb} stretch>
            Suggest a feature
          </LinkButton>
          <LinkButton to="/developer-updates" icon={Megaphone} variant="outline" stretch>
            Developer Updates
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

/** The server reads the roadmap, so its columns arrive in the page's HTML. */
export const pageQueries: PageQueries = () => [pageQuery(roadmapQuery())];

/** /roadmap: Planned, In Progress and Done, from feedback and roadmap updates. */
export function RoadmapPage() {
  const roadmap = useRoadmap();
  const columns = roadmap.data
    ? STAGE_ORDER.flatMap((stage) => roadmap.data.columns.filter((c) => c.stage === stage))
    : [];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <RoadmapHero />
      {roadmap.isPending ? (
        <RoadmapLoading />
      ) : roadmap.isError ? (
        <RoadmapUnavailable onRetry={() => void roadmap.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          {columns.map((column) => (
            <RoadmapColumn key={column.stage} column={column} />
          ))}
        </div>
      )}
    </div>
  );
}
