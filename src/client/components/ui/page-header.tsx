import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A short label above the title (the section name, say). */
  eyebrow?: ReactNode;
  /** Buttons or links under the description. */
  children?: ReactNode;
  className?: string;
}

/** The heading block at the top of a page: one h1, the theme accent, an optional lead text. */
export function PageHeader({ title, description, eyebrow, children, className }: PageHeaderProps) {
  return (
    <header className={cn("relative", className)}>
      {eyebrow ? (
        <p className="mb-3 flex w-fit items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
          <span aria-hidden="true" className="h-px w-8 bg-primary" />
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl">
        {title}
      </h1>
      {description ? (
        <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
    </header>
  );
}
