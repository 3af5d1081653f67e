import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { ConfigError } from "../../config";
import type { Database } from "../../db/schema";
import { hashPassword } from "../../lib/passwords";
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  type UserRow,
  updateUser,
} from "./users.repo";

/**
 * ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD at start. The administrator is created only
 * when no account holds that username or that e-mail (both compared case-insensitively).
 * Otherwise an existing account is never handed the role by name alone (anyone could have
 * registered "admin" first): it is promoted only when its e-mail is exactly ADMIN_EMAIL and
 * verified; in every other case the server refuses to start and says why. An account that is
 * already an administrator is left as it is (a restart with the same settings).
 *
 * The operator wrote ADMIN_EMAIL into the site's settings, so that address counts as verified:
 * the administrator is created verified, and one created unverified before is verified now.
 */
export async function ensureConfiguredAdmin(
  db: Kysely<Database>,
  admin: { username: string; email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const byName = await findUserByUsername(db, admin.username);
  const byEmail = await findUserByEmail(db, admin.email);
  if (!byName && !byEmail) {
    const created = await insertUser(db, {
      ...admin,
      passwordHash: await hashPassword(admin.password),
      isAdmin: true,
    });
    await updateUser(db, created.id, { emailVerifiedAt: new Date().toISOString() }, new Date());
    log.info({ username: admin.username }, "created the configured administrator");
    return;
  }
  if (byName && byEmail && byName.id !== byEmail.id) {
    throw new ConfigError(
      `ADMIN_USERNAME "${admin.username}" and ADMIN_EMAIL "${admin.email}" belong to two different existing accounts; refusing to start. Use a username and an e-mail that are both free, or those of one account.`,
    );
  }
  const existing = (byName ?? byEmail) as UserRow;
  if (existing.isAdmin) {
    if (existing.email === admin.email && !existing.emailVerifiedAt)
      await updateUser(db, existing.id, { emailVerifiedAt: new Date().toISOString() }, new Date());
    return;
  }
  if (existing.email === admin.email && existing.emailVerifiedAt) {
    await updateUser(db, existing.id, { isAdmin: true }, new Date());
    log.info({ username: existing.username }, "promoted the configured administrator");
    return;
  }
  throw new ConfigError(
    `The account "${existing.username}" already holds ADMIN_USERNAME or ADMIN_EMAIL, and its e-mail is not exactly ADMIN_EMAIL and verified; refusing to start rather than make it an administrator. Choose another ADMIN_USERNAME and ADMIN_EMAIL, verify that account's e-mail, or promote it by hand with "npm run user -- promote ${existing.username}".`,
  );
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
