import type { User } from "../../../shared/auth";
import { toIsoString } from "../../lib/iso-date";
import type { UserRow } from "./users.repo";

/** The user as the API shows it: public fields only, never a hash, secret or token. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatar: row.avatar,
    email: row.email,
    createdAt: toIsoString(row.createdAt),
    isAdmin: Boolean(row.isAdmin),
    isVerified: row.emailVerifiedAt !== null,
    isTwoFactorEnabled: row.totpSecret !== null,
    level: row.level,
    points: row.points,
    experience: row.experience,
  };
}
