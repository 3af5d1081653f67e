import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createSecureToken, hashSecret } from "./secure-token";

/** Single-use links (password reset, e-mail verification): 256-bit tokens, stored hashed. */
export type OneTimeTokenTable = "passwordResetTokens" | "emailVerificationTokens";

export async function issueOneTimeToken(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  options: { userId: number; secret: string; ttlMs: number; now: Date },
): Promise<string> {
  const token = createSecureToken();
  await db
    .insertInto(table)
    .values({
      userId: options.userId,
      tokenHash: hashSecret(options.secret, token),
      expiresAt: new Date(options.now.getTime() + options.ttlMs).toISOString(),
      createdAt: options.now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Uses a token once: marks it used in the same statement that checks it is unused and
 * unexpired, so two concurrent uses cannot both succeed. Returns the user id, or undefined.
 */
export async function consumeOneTimeToken(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  options: { token: string; secret: string; now: Date },
): Promise<number | undefined> {
  const nowIso = options.now.toISOString();
  const row = await db
    .updateTable(table)
    .set({ usedAt: nowIso })
    .where("tokenHash", "=", hashSecret(options.secret, options.token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", nowIso)
    .returning("userId")
    .executeTakeFirst();
  return row?.userId;
}

/** Marks every unused token of the user as used, so none of the links sent so far works. */
export async function revokeOneTimeTokens(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ usedAt: now.toISOString() })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
}
