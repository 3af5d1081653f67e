import {
  developerUpdatePath,
  ROADMAP_STAGES,
  type RoadmapStage,
} from "../../../shared/developer-updates-limits";
import {
  FEEDBACK_TYPE_LABELS,
  type FeedbackStatus,
  feedbackPath,
} from "../../../shared/feedback-limits";
import {
  ROADMAP_COLUMN_LIMIT,
  ROADMAP_COLUMN_TITLES,
  type RoadmapCard,
  type RoadmapReply,
} from "../../../shared/roadmap";
import type { AppContext } from "../../app-context";
import { toIsoString } from "../../lib/iso-date";
import { findRoadmapFeedback, findRoadmapUpdates } from "./roadmap.repo";

/** Which feedback status fills which roadmap column. */
export const FEEDBACK_STATUS_OF_STAGE: Record<RoadmapStage, FeedbackStatus> = {
  planned: "in-review",
  "in-progress": "in-progress",
  done: "resolved",
};

export const ROADMAP_UPDATE_LABEL = "Roadmap";

/** Most voted first (updates, which have no votes, after feedback), then newest. */
function compareCards(a: RoadmapCard, b: RoadmapCard): number {
  const votes = (b.votes ?? -1) - (a.votes ?? -1);
  if (votes !== 0) return votes;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return b.id - a.id;
}

async function columnCards(
  context: Pick<AppContext, "db">,
  stage: RoadmapStage,
): Promise<RoadmapCard[]> {
  const feedback = await findRoadmapFeedback(
    context.db,
    FEEDBACK_STATUS_OF_STAGE[stage],
    ROADMAP_COLUMN_LIMIT,
  );
  const updates = await findRoadmapUpdates(context.db, stage, ROADMAP_COLUMN_LIMIT);
  const cards: RoadmapCard[] = [
    ...feedback.map((row) => ({
      kind: "feedback" as const,
      id: row.id,
      title: row.title,
      url: feedbackPath(row.id),
      votes: Number(row.votes),
      label: FEEDBACK_TYPE_LABELS[row.feedbackType],
      gameTitle: null,
      updatedAt: toIsoString(row.lastStatusChangeAt ?? row.updatedAt),
    })),
    ...updates.map((row) => ({
      kind: "update" as const,
      id: row.id,
      title: row.title,
      url: developerUpdatePath(row.slug),
      votes: null,
      label: ROADMAP_UPDATE_LABEL,
      gameTitle: row.gameTitle,
      updatedAt: toIsoString(row.publishedAt),
    })),
  ];
  return cards.sort(compareCards).slice(0, ROADMAP_COLUMN_LIMIT);
}

/**
 * `GET /api/roadmap`: Planned (feedback in review, planned roadmap updates), In Progress and
 * Done (feedback resolved, finished roadmap updates). Hidden and merged feedback stay out.
 */
export async function readRoadmap(context: Pick<AppContext, "db">): Promise<RoadmapReply> {
  const columns = [];
  for (const stage of ROADMAP_STAGES) {
    columns.push({
      stage,
      title: ROADMAP_COLUMN_TITLES[stage],
      cards: await columnCards(context, stage),
    });
  }
  return { columns };
}
