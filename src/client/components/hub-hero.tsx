import type { ComponentType, ReactNode, SVGProps } from "react";

interface HubHeroProps {
  /** The heading's id, which names the section. */
  id: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The small line above the title ("Your voice"). */
  eyebrow: string;
  title: ReactNode;
  text: ReactNode;
  /** The buttons at its end (submit, publish, the feed...). */
  actions?: ReactNode;
}

/** A hub's welcome (feedback, developer updates): what it is for, and its actions. */
export function HubHero({ id, icon: Icon, eyebrow, title, text, actions }: HubHeroProps) {
  return (
    <section
      aria-labelledby={id}
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-lg backdrop-blur-md sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="relative grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
            <Icon aria-hidden="true" className="h-4 w-4" />
            {eyebrow}
          </p>
          <h1
            id={id}
            className="text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
            {text}
          </p>
        </div>
        {actions}
      </div>
    </section>
  );
}
