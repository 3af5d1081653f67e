import { type Kysely, PostgresAdapter } from "kysely";
import { DAY_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import * as blogAwards from "../features/blog/blog-awards";
import {
  checkIn,
  initializeGamification,
  logArticleRead,
  logContentShare,
} from "../features/gamification/gamification.service";
import { toKey } from "../features/users/users.repo";

/** Not an argon2 hash, so no password ever matches: demo members cannot be signed in to. */
const NO_PASSWORD = "!demo-member-cannot-sign-in";

/** Community members with a few days of history, so the leaderboard is not empty. */
const DEMO_MEMBERS = [
  { username: "NovaStrike", displayName: "Nova Strike", days: 10, reads: 8, shares: 3 },
  { username: "PixelPaladin", displayName: "Pixel Paladin", days: 7, reads: 6, shares: 2 },
  { username: "RetroRaccoon", displayName: "Retro Raccoon", days: 5, reads: 4, shares: 2 },
  { username: "QuestQueen", displayName: "Quest Queen", days: 3, reads: 3, shares: 1 },
  { username: "LagSlayer", displayName: null, days: 2, reads: 2, shares: 1 },
  { username: "ByteBard", displayName: "Byte Bard", days: 1, reads: 1, shares: 0 },
] as const;

/**
 * Earns each member's points the real way (check-ins on past days, article reads, shares)
 * through the award engine, so their ledger, achievements and totals agree like anyone's.
 */
export async function seedDemoMembers(
  db: Kysely<Database>,
  postIds: readonly number[],
  now: Date,
): Promise<void> {
  const engine = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  for (const member of DEMO_MEMBERS) {
    let clock = new Date(now.getTime() - member.days * DAY_MS);
    const context = { db, engine, now: () => clock } as const;
    const [user] = await db
      .insertInto("users")
      .values({
        username: member.username,
        usernameKey: toKey(member.username),
        displayName: member.displayName,
        passwordHash: NO_PASSWORD,
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
      })
      .onConflict((oc) => oc.column("usernameKey").doNothing())
      .returning("id")
      .execute();
    if (!user) continue;
    await initializeGamification(context, user.id);
    for (let day = member.days; day >= 1; day -= 1) {
      clock = new Date(now.getTime() - day * DAY_MS);
      await checkIn(context, user.id);
    }
    for (const articleId of postIds.slice(0, member.reads)) {
      await logArticleRead(context, blogAwards, user.id, { articleId });
    }
    for (const articleId of postIds.slice(0, member.shares)) {
      await logContentShare(context, blogAwards, user.id, {
        contentType: "article",
        contentId: String(articleId),
        platform: articleId === postIds[0] ? "facebook" : "twitter",
      });
    }
  }
}
