import type { ComponentProps } from "react";
import { UserAvatar } from "../../../components/user-avatar";
import type { User } from "../../session/user";

/** The avatar button that opens the account menu (the light one and Radix's trigger alike). */
export function AccountMenuButton({ user, ...props }: { user: User } & ComponentProps<"button">) {
  const name = user.displayName || user.username;
  return (
    <button
      type="button"
      aria-label={`Account menu for ${name}`}
      className="rounded-full p-0.5 transition hover:shadow-[0_0_16px_var(--primary)]"
      {...props}
    >
      <UserAvatar user={user} className="h-9 w-9" />
    </button>
  );
}
