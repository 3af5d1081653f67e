import { LayoutDashboard, type LucideIcon, Palette, ShieldCheck, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { PageHeader } from "../../components/ui/page-header";
import { cn } from "../../lib/cn";
import { Link, useLocation } from "../../lib/router";
import { type ProfileSection, profileSectionLinks, profileSectionOf } from "./profile-sections";

const SECTION_ICONS: Record<ProfileSection, LucideIcon> = {
  overview: LayoutDashboard,
  appearance: Palette,
  security: ShieldCheck,
  "2fa": Smartphone,
};

/**
 * The section bar of the profile. Each section has its own address, so the "tabs" are links
 * (with aria-current) rather than an ARIA tablist: they navigate, and work without JavaScript.
 */
function ProfileSectionNav({ active }: { active: ProfileSection }) {
  return (
    <nav aria-label="Profile sections" className="mb-8">
      <ul className="flex w-full gap-1 overflow-x-auto rounded-xl border border-border bg-background/50 p-1">
        {profileSectionLinks(active).map((link) => {
          const Icon = SECTION_ICONS[link.section];
          const isActive = link.section === active;
          return (
            <li key={link.section} className="flex-1">
              <Link
                to={link.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 w-full items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 font-display font-semibold text-sm uppercase tracking-wider outline-none transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  isActive
                    ? "bg-primary text-primary-foreground shadow-[0_0_18px_-6px_var(--primary)]"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface ProfileShellProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** Breadcrumb, heading and section bar shared by every /profile/* page. */
export function ProfileShell({ title, description, children }: ProfileShellProps) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:py-12">
      <Breadcrumb current={title} className="mb-4" />
      <PageHeader eyebrow="Profile" title={title} description={description} className="mb-8" />
      <ProfileSectionNav active={profileSectionOf(pathname)} />
      {children}
    </div>
  );
}
