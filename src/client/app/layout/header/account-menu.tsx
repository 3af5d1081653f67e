import { Award, BadgeCheck, LogOut, Settings, Shield, User as UserIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  useFirstOpenFocus,
} from "../../../components/ui/dropdown-menu";
import { Spinner } from "../../../components/ui/spinner";
import { UserAvatar } from "../../../components/user-avatar";
import { Link } from "../../../lib/router";
import type { User } from "../../session/user";
import { AccountMenuButton } from "./account-menu-button";
import { useLogout } from "./use-logout";
import { UserStats } from "./user-stats";

/** The signed-in account menu (Radix), loaded when its button is first used. */
export function AccountMenu({ user, openedWith }: { user: User } & DeferredPartProps) {
  const logout = useLogout();
  const focusOnOpen = useFirstOpenFocus(openedWith);
  const name = user.displayName || user.username;
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenuContent className="w-72" ref={focusOnOpen}>
        <div className="flex items-center gap-3 p-2.5">
          <UserAvatar user={user} className="h-11 w-11" />
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 font-semibold">
              <span className="truncate">{name}</span>
              {user.isVerified ? (
                <BadgeCheck className="h-4 w-4 shrink-0 text-primary" aria-label="Verified" />
              ) : null}
            </p>
            {user.email ? (
              <p className="truncate text-muted-foreground text-xs">{user.email}</p>
            ) : null}
          </div>
        </div>
        <div className="px-1.5 pb-1.5">
          <UserStats user={user} />
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon className="h-4 w-4" aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile/achievements">
            <Award className="h-4 w-4" aria-hidden="true" /> Achievements
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings className="h-4 w-4" aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Shield className="h-4 w-4" aria-hidden="true" /> Admin Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          // Keep the menu open so the pending spinner is seen.
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
          className="text-red-400 data-[highlighted]:bg-red-500/15 data-[highlighted]:text-red-300"
        >
          {logout.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Logging out" />
          ) : (
            <LogOut className="h-4 w-4" aria-hidden="true" />
          )}
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu.Root>
  );
}
