import type { FastifyRequest } from "fastify";
import type { UserRow } from "../features/users/users.repo";
import { requireUser } from "./session";

/**
 * A signed-in member acting on content that is theirs or, with the admin role, anyone's
 * (editing, hiding, moving or deleting a post or comment). Only the service knows whose
 * content it is, so the service decides with `mayChangeContentOf`; when the admin role is
 * what allows the action, the request is marked as an admin's and the audit trail
 * (features/admin-audit) records it, as it records the admin-only routes.
 */
export interface ContentActor {
  user: UserRow;
  /** The action goes through because of the admin role: audit it. */
  usesAdminRole(): void;
}

/** The permission step of a handler whose action is the owner's or an admin's. */
export function requireContentActor(request: FastifyRequest): ContentActor {
  const { user } = requireUser(request);
  return {
    user,
    usesAdminRole: () => {
      request.actedAsAdmin = true;
    },
  };
}

/**
 * Whether the actor may change content owned by `ownerId`: their own, or anyone's with the
 * admin role, which then marks the action for the audit log.
 */
export function mayChangeContentOf(actor: ContentActor, ownerId: number | null): boolean {
  if (ownerId !== null && ownerId === actor.user.id) return true;
  if (!actor.user.isAdmin) return false;
  actor.usesAdminRole();
  return true;
}
