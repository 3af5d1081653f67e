import { MessagesSquare } from "lucide-react";
import type { ForumCategory } from "../../../../shared/forum";
import { formatNumber } from "../../../lib/format-number";

function HeroStat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl border border-border bg-background/40 px-3 py-3 sm:px-4">
      <dt className="text-muted-foreground text-xs uppercase tracking-wider">{label}</dt>
      <dd className="font-bold font-display text-2xl text-foreground tabular-nums">{value}</dd>
    </div>
  );
}

/** The forum's welcome: what it is for, and how lively it is (totals over the categories). */
export function ForumHero({ categories }: { categories: readonly ForumCategory[] | undefined }) {
  const threads = categories?.reduce((sum, category) => sum + category.threadCount, 0);
  const posts = categories?.reduce((sum, category) => sum + category.postCount, 0);
  return (
    <section
      aria-labelledby="forum-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-lg backdrop-blur-md sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="relative grid gap-8 lg:grid-cols-[1fr_auto] lg:items-end">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
            <MessagesSquare aria-hidden="true" className="h-4 w-4" />
            Community
          </p>
          <h1
            id="forum-title"
            className="text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl"
          >
            Community Forum
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
            Discuss games, share tips, find teammates and follow what the community is talking
            about. Start a discussion to earn points.
          </p>
        </div>
        {categories ? (
          <dl className="grid grid-cols-3 gap-3 text-center">
            <HeroStat value={formatNumber(threads ?? 0)} label="Discussions" />
            <HeroStat value={formatNumber(posts ?? 0)} label="Posts" />
            <HeroStat value={formatNumber(categories.length)} label="Categories" />
          </dl>
        ) : null}
      </div>
    </section>
  );
}
