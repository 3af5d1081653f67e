import type { Kysely, Selectable } from "kysely";
import type { Database, ForumCategoryTable } from "../../db/schema";

export type ForumCategoryRow = Selectable<ForumCategoryTable>;

const CATEGORY_COLUMNS = [
  "id",
  "slug",
  "name",
  "description",
  "color",
  "icon",
  "pointsReward",
  "position",
  "threadCount",
  "postCount",
  "createdAt",
] as const;

/** Every forum category in the order the forum shows them. */
export function findForumCategories(db: Kysely<Database>): Promise<ForumCategoryRow[]> {
  return db
    .selectFrom("forumCategories")
    .select(CATEGORY_COLUMNS)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function findForumCategory(
  db: Kysely<Database>,
  id: number,
): Promise<ForumCategoryRow | undefined> {
  return db
    .selectFrom("forumCategories")
    .select(CATEGORY_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
}
