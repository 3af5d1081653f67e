import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { ProcessedImage } from "./image-variants";

export async function findRemoteImageId(
  db: Kysely<Database>,
  sourceUrl: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("remoteImages")
    .select("id")
    .where("sourceUrl", "=", sourceUrl)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Stores an image and its variants in one transaction. A concurrent store of the same source
 * (another server, another feed) keeps the first copy; both get its id.
 */
export async function insertRemoteImage(
  db: Kysely<Database>,
  sourceUrl: string,
  image: ProcessedImage,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("remoteImages")
      .values({ sourceUrl, width: image.width, height: image.height })
      .onConflict((oc) => oc.column("sourceUrl").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("remoteImages")
        .select("id")
        .where("sourceUrl", "=", sourceUrl)
        .executeTakeFirstOrThrow();
      return existing.id;
    }
    await trx
      .insertInto("remoteImageVariants")
      .values(image.variants.map((variant) => ({ imageId: inserted.id, ...variant })))
      .execute();
    return inserted.id;
  });
}

export function findImageWidths(db: Kysely<Database>, imageId: number) {
  return db
    .selectFrom("remoteImageVariants")
    .select("width")
    .where("imageId", "=", imageId)
    .orderBy("width")
    .execute();
}

export function findImageVariant(db: Kysely<Database>, imageId: number, width: number) {
  return db
    .selectFrom("remoteImageVariants")
    .select(["bytes", "width"])
    .where("imageId", "=", imageId)
    .where("width", "=", width)
    .executeTakeFirst();
}
