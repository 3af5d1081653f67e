import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { hashPassword } from "../../lib/passwords";
import { findUserByUsername, insertUser, updateUser } from "./users.repo";

/**
 * ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD at start: the account is created as an
 * administrator, or promoted if it exists (its password is then left as it is).
 */
export async function ensureConfiguredAdmin(
  db: Kysely<Database>,
  admin: { username: string; email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await findUserByUsername(db, admin.username);
  if (existing) {
    if (!existing.isAdmin) {
      await updateUser(db, existing.id, { isAdmin: true }, new Date());
      log.info({ username: admin.username }, "promoted the configured administrator");
    }
    return;
  }
  await insertUser(db, {
    ...admin,
    passwordHash: await hashPassword(admin.password),
    isAdmin: true,
  });
  log.info({ username: admin.username }, "created the configured administrator");
}

/** `npm run user -- promote|demote <username>`. Returns false when the user does not exist. */
export async function setAdminRole(
  db: Kysely<Database>,
  username: string,
  isAdmin: boolean,
): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  if (!user) return false;
  await updateUser(db, user.id, { isAdmin }, new Date());
  return true;
}
