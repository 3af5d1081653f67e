import type { FastifyRequest } from "fastify";
import { requireAdmin } from "../../plugins/session";
import type { UserRow } from "../users";

/** The admin acting in a request, and the address the audit log records. */
export interface AdminActor {
  user: UserRow;
  ip: string;
}

/**
 * The permission step of an admin-panel handler whose service writes its own audit entry, in
 * the same transaction as the action (with before and after values). Marks the request so
 * the catch-all audit trail (admin-audit-trail.ts) does not write a second one.
 */
export function requireAdminActor(request: FastifyRequest): AdminActor {
  const { user } = requireAdmin(request);
  request.auditedByService = true;
  return { user, ip: request.ip };
}
