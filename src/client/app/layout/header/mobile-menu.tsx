import { LogIn, LogOut, Mail, Menu, User as UserIcon, UserPlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LinkButton } from "../../../components/link-button";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { useLocation } from "../../../lib/router";
import { useUser } from "../../session/use-user";
import { NavLinkList } from "./nav-link-list";
import { useLogout } from "./use-logout";

/**
 * The menu toggle and panel below the lg breakpoint.
 * The open state remembers the location it was opened at, so any navigation closes it without
 * an effect; a click outside or Escape closes it too.
 */
export function MobileMenu() {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpenedAt(null);
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    }
    document.addEventListener("pointerdown", handlePointerDown);
    document.addEventListener("keydown", handleKeyDown);
    return () => {
      document.removeEventListener("pointerdown", handlePointerDown);
      document.removeEventListener("keydown", handleKeyDown);
    };
  }, [isOpen]);

  return (
    <>
      <Tooltip content={isOpen ? "Close menu" : "Open menu"}>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          aria-label={isOpen ? "Close menu" : "Open menu"}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpenedAt(isOpen ? null : location.key)}
          className="lg:hidden"
        >
          {isOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
        </Button>
      </Tooltip>
      <section
        id={panelId}
        ref={panelRef}
        aria-label="Mobile menu"
        hidden={!isOpen}
        className="animate-slide-down absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-border border-b bg-popover/95 shadow-2xl shadow-black/60 backdrop-blur-xl lg:hidden"
      >
        {isOpen ? <MobileMenuPanel pathname={location.pathname} /> : null}
      </section>
    </>
  );
}

function MobileMenuPanel({ pathname }: { pathname: string }) {
  const { user, isLoading } = useUser();
  const logout = useLogout();
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
      <nav aria-label="Mobile">
        <NavLinkList
          pathname={pathname}
          className="grid gap-1 sm:grid-cols-2"
          label={(link) => link.mobileLabel ?? link.label}
          linkClassName={(isActive) =>
            cn(
              "flex h-11 items-center rounded-lg border-l-2 px-3 font-display font-semibold text-lg uppercase tracking-wider transition-colors",
              isActive
                ? "border-primary bg-primary/15 text-primary"
                : "border-transparent text-foreground/85 hover:bg-muted hover:text-foreground",
            )
          }
        />
      </nav>
      <div className="mt-4 grid gap-2 border-border border-t pt-4 sm:grid-cols-3">
        {isLoading ? (
          <Spinner className="mx-auto" label="Loading account" />
        ) : user ? (
          <>
            <LinkButton to="/profile" icon={UserIcon}>
              My Profile
            </LinkButton>
            <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {logout.isPending ? (
                <Spinner className="h-4 w-4 text-current" label="Logging out" />
              ) : (
                <LogOut className="h-4 w-4" aria-hidden="true" />
              )}
              {logout.isPending ? "Logging out..." : "Logout"}
            </Button>
          </>
        ) : (
          <>
            <LinkButton to="/auth" variant="outline" icon={LogIn}>
              Login
            </LinkButton>
            <LinkButton to="/auth?tab=register" icon={UserPlus}>
              Register
            </LinkButton>
          </>
        )}
        <LinkButton to="/contact" variant="secondary" icon={Mail}>
          Contact Us
        </LinkButton>
      </div>
    </div>
  );
}
