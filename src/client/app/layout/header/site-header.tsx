import { SearchBox } from "../../../components/search-box";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { MobileSearch } from "./mobile-search";
import { NotificationBell } from "./notification-bell";
import { SiteLogo } from "./site-logo";
import { ThemeSelector } from "./theme-selector";
import { UserMenu } from "./user-menu";

/**
 * The site header. Below md the search is an overlay; below lg (1024 px) the
 * navigation moves into the mobile menu; from lg up it gets its own bar under the top row.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 isolate border-border border-b shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)]">
      {/* The glass sits on its own layer: a backdrop-filter on the header itself would also
          clip what the mobile menu panel (which hangs below the header) shows through. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-background/75 backdrop-blur-xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-primary/70 to-transparent"
      />
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <SiteLogo />
        <div className="flex min-w-0 flex-1 justify-center px-2">
          <SearchBox showButton className="hidden w-full max-w-md md:flex" />
        </div>
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1.5">
          <MobileSearch className="md:hidden" />
          <ThemeSelector />
          <NotificationBell />
          <UserMenu />
          <MobileMenu />
        </div>
      </div>
      <div className="relative hidden border-white/5 border-t lg:block">
        <DesktopNav className="mx-auto flex h-12 max-w-7xl items-center px-6 lg:px-8" />
      </div>
    </header>
  );
}
