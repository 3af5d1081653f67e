import { useLayoutEffect, useRef } from "react";
import { cn } from "../../../lib/cn";
import { Link, useLocation } from "../../../lib/router";
import { ADMIN_NAV_ITEMS, isCurrentAdminItem } from "../admin-nav-items";

/**
 * The admin panel's nav: a side column from lg (1024 px) up, a row that scrolls sideways below
 * it. Plain links (each screen has its own address), the current one marked with aria-current.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the row may start scrolled away from the current screen: bring it into
  // view sideways, without scrolling the page itself.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>("[aria-current='page']");
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, []);

  return (
    <nav aria-label="Admin" className="mb-6 lg:sticky lg:top-32 lg:mb-0 lg:self-start">
      <ul
        ref={listRef}
        className="flex gap-1 overflow-x-auto rounded-xl border border-border bg-background/50 p-1 lg:flex-col lg:overflow-visible"
      >
        {ADMIN_NAV_ITEMS.map((item) => {
          const isCurrent = isCurrentAdminItem(item, pathname);
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center gap-2 whitespace-nowrap rounded-lg px-3 font-display font-semibold text-sm uppercase tracking-wider outline-none transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset",
                  isCurrent
                    ? "bg-primary text-primary-foreground shadow-[0_0_18px_-6px_var(--primary)]"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <item.Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
