import { Award, BadgeCheck, LogOut, Settings, Shield, User as UserIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from "../../../components/ui/dropdown-menu";
import { Spinner } from "../../../components/ui/spinner";
import { useUser } from "../../../features/auth/use-user";
import type { User } from "../../../features/auth/user";
import { useLogout } from "./use-logout";
import { UserAvatar } from "./user-avatar";
import { UserStats } from "./user-stats";

/** The account area of the header. */
export function UserMenu() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner className="mx-2.5" label="Loading account" />;
  if (!user) {
    return (
      <Button
        asChild
        size="sm"
        className="h-9 px-3.5 font-display text-base uppercase tracking-wider"
      >
        <Link to="/auth">Login</Link>
      </Button>
    );
  }
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = user.displayName || user.username;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${name}`}
          className="rounded-full p-0.5 transition hover:shadow-[0_0_16px_var(--primary)]"
        >
          <UserAvatar user={user} className="h-9 w-9" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenuContent className="w-72">
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
