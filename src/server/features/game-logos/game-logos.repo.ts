import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CheckedLogo } from "./logo-file-check";

/**
 * Stores a game's logo under its key, replacing the game's previous logo (under any key) in the
 * same transaction, so a replaced logo stops being served at once.
 */
export async function replaceGameLogo(
  db: Kysely<Database>,
  logo: CheckedLogo & { logoKey: string; gameId: number; uploadedBy: number },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("gameLogos")
      .where((eb) => eb.or([eb("gameId", "=", logo.gameId), eb("logoKey", "=", logo.logoKey)]))
      .execute();
    await trx
      .insertInto("gameLogos")
      .values({
        logoKey: logo.logoKey,
        gameId: logo.gameId,
        contentType: logo.contentType,
        bytes: logo.bytes,
        width: logo.width,
        height: logo.height,
        uploadedBy: logo.uploadedBy,
        uploadedAt: now.toISOString(),
      })
      .execute();
  });
}

export function findGameLogo(db: Kysely<Database>, logoKey: string) {
  return db
    .selectFrom("gameLogos")
    .select(["contentType", "bytes", "uploadedAt"])
    .where("logoKey", "=", logoKey)
    .executeTakeFirst();
}
