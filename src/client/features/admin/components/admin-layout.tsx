import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

interface AdminLayoutProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links at the right of the heading (Export CSV, say). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every admin screen: the nav, one h1 and the screen. Admin pages are private,
 * so the server draws this frame and the screen loads its data in the browser.
 */
export function AdminLayout({ title, description, actions, children }: AdminLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-10">
      <AdminNav />
      <div className="min-w-0">
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="mb-2 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              Admin
            </p>
            <h1 className="font-bold font-display text-3xl text-foreground uppercase leading-none tracking-wide sm:text-4xl">
              {title}
            </h1>
            {description ? (
              <p className="mt-3 max-w-2xl text-muted-foreground text-sm sm:text-base">
                {description}
              </p>
            ) : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
