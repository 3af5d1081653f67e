import type { Kysely } from "kysely";
import { DAY_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import { insertFeedbackItem } from "../features/feedback/feedback.repo";
import { refreshFeedbackCounts } from "../features/feedback/feedback-counts.repo";
import { renderMarkdown } from "../lib/markdown";
import { DEMO_FEEDBACK, type DemoMemberName } from "./demo-feedback-data";

/**
 * Seeds community feedback on an empty table, dated relative to `now`: the items by the demo
 * members (each with its author's own vote, as the API records it), other members' votes,
 * the status history, the team's responses and a few comments, then each item's counts from
 * its rows. The team's name goes on responses and status changes only when an admin account
 * exists already; the seed creates none.
 */
export async function seedDemoFeedback(db: Kysely<Database>, now: Date): Promise<void> {
  const existing = await db
    .selectFrom("feedbackItems")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return;
  const members = await db
    .selectFrom("users")
    .select(["id", "username"])
    .where(
      "username",
      "in",
      DEMO_FEEDBACK.map((item) => item.author),
    )
    .execute();
  const idOf = new Map(members.map((member) => [member.username, member.id]));
  const memberId = (name: DemoMemberName) => idOf.get(name);
  const team = await db
    .selectFrom("users")
    .select("id")
    .where("isAdmin", "=", true)
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  const teamId = team?.id ?? null;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  // Oldest first, so ids grow with the creation date as they would on a real site.
  const items = [...DEMO_FEEDBACK].sort((a, b) => b.daysAgo - a.daysAgo);
  await db.transaction().execute(async (trx) => {
    const idOfKey = new Map<string, number>();
    for (const item of items) {
      const createdAt = daysAgo(item.daysAgo);
      const authorId = memberId(item.author) ?? null;
      const id = await insertFeedbackItem(trx, {
        title: item.title,
        description: item.description,
        descriptionHtml: renderMarkdown(item.description),
        feedbackType: item.feedbackType,
        category: item.category,
        priority: item.priority,
        gameId: null,
        authorId,
        createdAt,
      });
      idOfKey.set(item.key, id);
      const lastChange = item.history?.at(-1);
      await trx
        .updateTable("feedbackItems")
        .set({
          status: item.status,
          updatedAt: daysAgo(Math.min(item.daysAgo, lastChange?.daysAgo ?? item.daysAgo)),
          ...(item.response
            ? {
                responseFromDev: item.response.text,
                responseHtml: renderMarkdown(item.response.text),
                respondedBy: teamId,
                respondedAt: daysAgo(item.response.daysAgo),
              }
            : {}),
        })
        .where("id", "=", id)
        .execute();
      // A merged duplicate's votes went to its original, so it keeps none of its own.
      const voters = item.mergedInto
        ? []
        : [{ by: item.author, daysAgo: item.daysAgo }, ...item.votes];
      const voteRows = voters.flatMap((vote) => {
        const userId = memberId(vote.by);
        return userId === undefined
          ? []
          : [{ feedbackId: id, userId, createdAt: daysAgo(vote.daysAgo) }];
      });
      if (voteRows.length > 0) await trx.insertInto("feedbackVotes").values(voteRows).execute();
      if (item.history && item.history.length > 0) {
        await trx
          .insertInto("feedbackStatusChanges")
          .values(
            item.history.map((change) => ({
              feedbackId: id,
              fromStatus: change.from,
              toStatus: change.to,
              changedBy: teamId,
              createdAt: daysAgo(change.daysAgo),
            })),
          )
          .execute();
      }
      for (const comment of item.comments ?? []) {
        await trx
          .insertInto("feedbackComments")
          .values({
            feedbackId: id,
            authorId: memberId(comment.by) ?? null,
            content: comment.text,
            contentHtml: renderMarkdown(comment.text),
            createdAt: daysAgo(comment.daysAgo),
          })
          .execute();
      }
    }
    for (const item of items) {
      const id = idOfKey.get(item.key);
      if (id === undefined) continue;
      if (item.mergedInto) {
        const intoId = idOfKey.get(item.mergedInto);
        if (intoId === undefined)
          throw new Error(`Demo feedback ${item.key}: unknown merge target`);
        await trx
          .updateTable("feedbackItems")
          .set({ mergedIntoId: intoId })
          .where("id", "=", id)
          .execute();
      }
      await refreshFeedbackCounts(trx, id);
    }
  });
}
