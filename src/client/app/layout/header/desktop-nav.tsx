import { Link, useLocation } from "react-router";
import { cn } from "../../../lib/cn";
import { isNavLinkActive, NAV_LINKS } from "./nav-links";

/** The main navigation bar, shown from the lg breakpoint (1024 px, spec 000 §9) up. */
export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {NAV_LINKS.map((link) => {
          const isActive = isNavLinkActive(link.to, pathname);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "relative inline-flex h-10 items-center rounded-md px-2.5 font-display font-semibold text-[0.95rem] uppercase tracking-wider transition-colors xl:px-3",
                  "after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:origin-center after:rounded-full after:bg-primary after:transition-transform after:duration-200",
                  isActive
                    ? "text-primary after:scale-x-100 after:shadow-[0_0_12px_var(--primary)]"
                    : "text-foreground/80 after:scale-x-0 hover:text-foreground hover:after:scale-x-50",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
