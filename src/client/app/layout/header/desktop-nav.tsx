import { cn } from "../../../lib/cn";
import { useLocation } from "../../../lib/router";
import { NavLinkList } from "./nav-link-list";

/** The main navigation bar, shown from the lg breakpoint (1024 px) up. */
export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <NavLinkList
        pathname={pathname}
        className="flex items-center gap-0.5 xl:gap-1"
        linkClassName={(isActive) =>
          cn(
            "relative inline-flex h-10 items-center rounded-md px-2.5 font-display font-semibold text-[0.95rem] uppercase tracking-wider transition-colors xl:px-3",
            "after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:origin-center after:rounded-full after:bg-primary after:transition-transform after:duration-200",
            isActive
              ? "text-primary after:scale-x-100 after:shadow-[0_0_12px_var(--primary)]"
              : "text-foreground/80 after:scale-x-0 hover:text-foreground hover:after:scale-x-50",
          )
        }
      />
    </nav>
  );
}
