import type { Kysely, Selectable } from "kysely";
import type { GameChanges, NewGame } from "../../../shared/games";
import { inTransaction } from "../../db/in-transaction";
import type { Database, GameTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";

/** SQL of the games table and of the site's content about one game (its hub). */

export type GameRow = Selectable<GameTable>;

/** Featured games first, in their order; then the others by title. */
export function findGames(
  db: Kysely<Database>,
  options: { featured?: boolean },
): Promise<GameRow[]> {
  let query = db.selectFrom("games").selectAll();
  if (options.featured !== undefined) query = query.where("isFeatured", "=", options.featured);
  return query.orderBy("isFeatured", "desc").orderBy("featuredOrder").orderBy("title").execute();
}

export function findGameBySlug(db: Kysely<Database>, slug: string): Promise<GameRow | undefined> {
  return db.selectFrom("games").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function countGames(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("games")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertGame(db: Kysely<Database>, game: NewGame, now: Date): Promise<GameRow> {
  const nowIso = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("games")
      .values({
        slug: game.slug,
        title: game.title,
        description: game.description,
        genre: game.genre,
        developer: game.developer,
        tags: JSON.stringify(game.tags),
        image: game.image,
        fallbackImage: game.fallbackImage,
        logo: game.logo,
        officialUrl: game.officialUrl,
        twitterUrl: game.twitterUrl,
        facebookUrl: game.facebookUrl,
        actionLabel: game.action,
        actionUrl: game.actionUrl,
        contentTag: game.slug,
        isFeatured: game.isFeatured,
        featuredOrder: game.featuredOrder,
        players: game.players,
        baselineSearchCount: game.baselineSearchCount,
        createdAt: nowIso,
        updatedAt: nowIso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await reindexSearch(trx, "game", row.id);
    return row;
  });
}

export async function updateGame(
  db: Kysely<Database>,
  id: number,
  changes: GameChanges,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const { tags, action, ...rest } = changes;
    const values = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    await trx
      .updateTable("games")
      .set({
        ...values,
        ...(tags === undefined ? {} : { tags: JSON.stringify(tags) }),
        // The column is action_label: "action" alone reads as a verb in SQL.
        ...(action === undefined ? {} : { actionLabel: action }),
        updatedAt: now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await reindexSearch(trx, "game", id);
  });
}

export async function deleteGame(db: Kysely<Database>, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("games").where("id", "=", id).execute();
    await reindexSearch(trx, "game", id);
  });
}

/** The words that mark content about a game: its tag (the slug) and its title, lower-cased. */
function gameTagKeys(game: GameRow): string[] {
  return [...new Set([game.contentTag.toLowerCase(), game.title.toLowerCase()])];
}

/** Public news tagged with the game, newest first (scheduled posts wait). */
export function findGameNews(db: Kysely<Database>, game: GameRow, limit: number, now: Date) {
  const keys = gameTagKeys(game);
  return db
    .selectFrom("posts")
    .select(["posts.id", "posts.title", "posts.excerpt", "posts.image", "posts.publishedAt"])
    .where("posts.published", "=", true)
    .where("posts.publishedAt", "<=", now.toISOString())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("postTags")
          .innerJoin("tags", "tags.id", "postTags.tagId")
          .select("postTags.postId")
          .whereRef("postTags.postId", "=", "posts.id")
          .where((w) =>
            w.or([w("tags.slug", "in", keys), w(w.fn("lower", ["tags.name"]), "in", keys)]),
          ),
      ),
    )
    .orderBy("posts.publishedAt", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
}

/** The game's guides, newest first. */
export function findGameGuides(db: Kysely<Database>, gameId: number, limit: number) {
  return db
    .selectFrom("guides")
    .select(["id", "title", "difficulty", "readTimeMinutes", "thumbnail"])
    .where("gameId", "=", gameId)
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Visible forum discussions tagged with the game, latest activity first. */
export function findGameDiscussions(db: Kysely<Database>, game: GameRow, limit: number) {
  return db
    .selectFrom("forumThreads as t")
    .select(["t.id", "t.title", "t.replyCount", "t.lastActivityAt"])
    .where("t.isHidden", "=", false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("forumThreadTags as tag")
          .select("tag.threadId")
          .whereRef("tag.threadId", "=", "t.id")
          .where("tag.tagKey", "in", gameTagKeys(game)),
      ),
    )
    .orderBy("t.lastActivityAt", "desc")
    .orderBy("t.id", "desc")
    .limit(limit)
    .execute();
}
