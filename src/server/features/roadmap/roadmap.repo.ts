import type { Kysely } from "kysely";
import type { RoadmapStage } from "../../../shared/developer-updates-limits";
import type { FeedbackStatus, FeedbackType } from "../../../shared/feedback-limits";
import type { Database } from "../../db/schema";

export interface RoadmapFeedbackRow {
  id: number;
  title: string;
  feedbackType: FeedbackType;
  status: FeedbackStatus;
  votes: number;
  gameId: number | null;
  updatedAt: Date | string;
  lastStatusChangeAt: Date | string | null;
}

/**
 * Listed feedback (not hidden, not merged) in one status, most voted first, with when its
 * status last changed: at most `limit` rows.
 */
export function findRoadmapFeedback(
  db: Kysely<Database>,
  status: FeedbackStatus,
  limit: number,
): Promise<RoadmapFeedbackRow[]> {
  return db
    .selectFrom("feedbackItems")
    .select((eb) => [
      "feedbackItems.id",
      "feedbackItems.title",
      "feedbackItems.feedbackType",
      "feedbackItems.status",
      "feedbackItems.votes",
      "feedbackItems.gameId",
      "feedbackItems.updatedAt",
      eb
        .selectFrom("feedbackStatusChanges")
        .select((inner) => inner.fn.max("feedbackStatusChanges.createdAt").as("at"))
        .whereRef("feedbackStatusChanges.feedbackId", "=", "feedbackItems.id")
        .as("lastStatusChangeAt"),
    ])
    .where("feedbackItems.status", "=", status)
    .where("feedbackItems.isHidden", "=", false)
    .where("feedbackItems.mergedIntoId", "is", null)
    .orderBy("feedbackItems.votes", "desc")
    .orderBy("feedbackItems.updatedAt", "desc")
    .orderBy("feedbackItems.id", "desc")
    .limit(limit)
    .execute() as Promise<RoadmapFeedbackRow[]>;
}

export interface RoadmapUpdateRow {
  id: number;
  slug: string;
  title: string;
  gameTitle: string | null;
  publishedAt: Date | string;
}

/** Roadmap-type developer updates at one stage, newest first. */
export function findRoadmapUpdates(
  db: Kysely<Database>,
  stage: RoadmapStage,
  limit: number,
): Promise<RoadmapUpdateRow[]> {
  return db
    .selectFrom("developerUpdates")
    .select(["id", "slug", "title", "gameTitle", "publishedAt"])
    .where("updateType", "=", "roadmap")
    .where("roadmapStage", "=", stage)
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
