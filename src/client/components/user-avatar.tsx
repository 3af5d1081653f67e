import { useState } from "react";
import type { User } from "../app/session/user";
import { cn } from "../lib/cn";

/** The fallback shows the first two letters of the username, uppercased. */
export function userInitials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/** What an avatar needs; the header passes the signed-in user, profiles and boards pass others. */
type AvatarUser = Pick<User, "username" | "avatar"> & { isAdmin?: boolean };

interface UserAvatarProps {
  user: AvatarUser;
  className?: string;
  /** Size of the initials, for avatars larger or smaller than the header's. */
  fallbackClassName?: string;
}

export function UserAvatar({ user, className, fallbackClassName }: UserAvatarProps) {
  // The initials stand in when there is no picture or it fails to load (a plain image and a
  // state flag, rendered the same on the server, instead of a library avatar).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(user.avatar) && failedSrc !== user.avatar;
  return (
    <span className={cn("relative inline-flex shrink-0", className)}>
      <span className="inline-flex h-full w-full items-center justify-center overflow-hidden rounded-full border-2 border-primary/70 bg-primary/20">
        {showImage && user.avatar ? (
          <img
            src={user.avatar}
            alt=""
            onError={() => setFailedSrc(user.avatar)}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className={cn("font-bold font-display text-primary text-sm", fallbackClassName)}>
            {userInitials(user.username)}
          </span>
        )}
      </span>
      {user.isAdmin ? (
        // The admin marker.
        <span
          title="Administrator"
          className="absolute -right-0.5 -bottom-0.5 h-3 w-3 rounded-full border-2 border-popover bg-red-500"
        >
          <span className="sr-only">Administrator</span>
        </span>
      ) : null}
    </span>
  );
}
