import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { formatCount } from "../admin-format";

export interface StatusLink {
  label: string;
  to: string;
  isCurrent: boolean;
  count?: number;
}

/**
 * A screen's status filter as a row of links (each status has its own address, so these are
 * links with aria-current, not an ARIA tablist). Scrolls sideways on a narrow screen.
 */
export function StatusLinks({ label, links }: { label: string; links: readonly StatusLink[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex gap-1 overflow-x-auto rounded-xl border border-border bg-background/50 p-1">
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <Link
              to={link.to}
              aria-current={link.isCurrent ? "page" : undefined}
              className={cn(
                "flex h-9 items-center gap-2 whitespace-nowrap rounded-lg px-3 font-display font-semibold text-sm uppercase tracking-wider outline-none transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset",
                link.isCurrent
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {link.label}
              {link.count === undefined ? null : (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    // Inverse colours: a dark tint over the primary colour fell short of contrast.
                    link.isCurrent ? "bg-primary-foreground text-primary" : "bg-muted",
                  )}
                >
                  {formatCount(link.count)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
