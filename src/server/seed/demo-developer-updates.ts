import type { Kysely } from "kysely";
import { createDeveloperUpdateSchema } from "../../shared/developer-updates";
import { DAY_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import {
  countDeveloperUpdates,
  insertDeveloperUpdate,
} from "../features/developer-updates/developer-updates.repo";
import { newUpdateValues, slugBaseOf } from "../features/developer-updates/developer-updates-view";
import { DEMO_DEVELOPER_UPDATES } from "./demo-developer-updates-data";

/** The team's byline picture: the site's icon (seeded team members have no accounts). */
const TEAM_AVATAR = "/favicon.svg";

/**
 * Seeds the team's developer updates on an empty table, dated relative to `now`. Each one goes
 * through the create payload's schema and the API's row builder, so its HTML, excerpt, reading
 * time and slug are made exactly as an admin's would be.
 */
export async function seedDemoDeveloperUpdates(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await countDeveloperUpdates(db)) > 0) return;
  // Oldest first, so ids grow with the publication date as they would on a real site.
  const updates = [...DEMO_DEVELOPER_UPDATES].sort((a, b) => b.daysAgo - a.daysAgo);
  await db.transaction().execute(async (trx) => {
    for (const update of updates) {
      const input = createDeveloperUpdateSchema.parse({
        title: update.title,
        content: update.content,
        updateType: update.updateType,
        roadmapStage: update.roadmapStage ?? null,
        gameTitle: update.gameTitle,
        featuredImage: update.featuredImage,
        tags: update.tags,
      });
      const publishedAt = new Date(now.getTime() - update.daysAgo * DAY_MS);
      await insertDeveloperUpdate(
        trx,
        slugBaseOf(input.title),
        newUpdateValues(
          input,
          { id: null, name: update.authorName, avatar: TEAM_AVATAR },
          publishedAt,
        ),
      );
    }
  });
}
