import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CheckedLogo } from "./logo-file-check";

export interface StoredLogo {
  contentType: string;
  bytes: Buffer;
  uploadedAt: string | Date;
}

/**
 * Stores a game's logo, replacing its previous one in the same statement (an upsert on the
 * game's id), so parallel uploads for one game never collide and the last one wins.
 */
export async function upsertGameLogo(
  db: Kysely<Database>,
  logo: CheckedLogo & { logoKey: string; gameId: number; uploadedBy: number },
  now: Date,
): Promise<void> {
  const values = {
    logoKey: logo.logoKey,
    contentType: logo.contentType,
    bytes: logo.bytes,
    width: logo.width,
    height: logo.height,
    uploadedBy: logo.uploadedBy,
    uploadedAt: now.toISOString(),
  };
  await db
    .insertInto("gameLogos")
    .values({ gameId: logo.gameId, ...values })
    .onConflict((conflict) => conflict.column("gameId").doUpdateSet(values))
    .execute();
}

export function findGameLogoByGameId(
  db: Kysely<Database>,
  gameId: number,
): Promise<StoredLogo | undefined> {
  return db
    .selectFrom("gameLogos")
    .select(["contentType", "bytes", "uploadedAt"])
    .where("gameId", "=", gameId)
    .executeTakeFirst();
}

/**
 * The logo at an address handed out before logos were served by game id: its title's key.
 * Two games may share a key; the older game (lower id) keeps the address.
 */
export function findGameLogoByKey(
  db: Kysely<Database>,
  logoKey: string,
): Promise<StoredLogo | undefined> {
  return db
    .selectFrom("gameLogos")
    .select(["contentType", "bytes", "uploadedAt"])
    .where("logoKey", "=", logoKey)
    .orderBy("gameId", "asc")
    .limit(1)
    .executeTakeFirst();
}
