import { type Kysely, PostgresAdapter, sql } from "kysely";
import { DAY_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import { findGameBySlug } from "../features/games/games.repo";
import { countGuides, insertGuide } from "../features/guides/guides.repo";
import { DEMO_GUIDES } from "./demo-guides-data";

/**
 * Seeds the demo guides with their fixed ids (after the games, whose ids they reference), only
 * while the table is empty. On PostgreSQL the id sequence is moved past them afterwards, so
 * the next guide an admin writes does not collide.
 */
export async function seedDemoGuides(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await countGuides(db)) > 0) return;
  // The demo members rate the guides, so the averages shown are real rows a new rating joins.
  const raters = await db.selectFrom("users").select("id").orderBy("id").limit(10).execute();
  await db.transaction().execute(async (trx) => {
    for (const guide of DEMO_GUIDES) {
      const ratings = guide.ratings.slice(0, raters.length);
      const game = await findGameBySlug(trx, guide.gameSlug);
      await insertGuide(
        trx,
        {
          id: guide.id,
          slug: `guide-${guide.id}`,
          title: guide.title,
          description: guide.description,
          gameId: game?.id ?? null,
          gameTitle: game?.title ?? guide.gameSlug,
          difficulty: guide.difficulty,
          readTimeMinutes: guide.readTime,
          authorId: null,
          authorName: guide.author,
          thumbnail: guide.thumbnail,
          tags: JSON.stringify(guide.tags),
          sections: JSON.stringify(
            guide.sections.map((section, index) => ({ id: String(index + 1), ...section })),
          ),
          nexusModsLinks: JSON.stringify(guide.nexusModsLinks),
          tips: JSON.stringify(guide.tips),
          tricks: JSON.stringify(guide.tricks),
          ratingSum: ratings.reduce((sum, rating) => sum + rating, 0),
          ratingCount: ratings.length,
          views: guide.views,
          publishedAt: new Date(now.getTime() - guide.daysAgo * DAY_MS).toISOString(),
        },
        now,
      );
      const ratedAt = now.toISOString();
      for (const [index, rating] of ratings.entries()) {
        const rater = raters[index];
        if (!rater) continue;
        await trx
          .insertInto("guideRatings")
          .values({
            guideId: guide.id,
            userId: rater.id,
            rating,
            createdAt: ratedAt,
            updatedAt: ratedAt,
          })
          .execute();
      }
    }
  });
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select setval(pg_get_serial_sequence('guides', 'id'), (select max(id) from guides))`.execute(
      db,
    );
  }
}
