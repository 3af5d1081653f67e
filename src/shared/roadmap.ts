import { z } from "zod";
import { ROADMAP_STAGES } from "./developer-updates-limits";

/**
 * GET /api/roadmap: the public roadmap's three columns. Planned holds feedback in review and
 * planned roadmap updates; In Progress and Done hold feedback in progress and resolved, and
 * roadmap updates at those stages. Each card links to its item or update.
 */
export const roadmapCardSchema = z.object({
  kind: z.enum(["feedback", "update"]),
  id: z.number().int().positive(),
  title: z.string(),
  /** The site path of the feedback item or developer update. */
  url: z.string(),
  /** Feedback: its vote count; updates: null. */
  votes: z.number().int().nullable(),
  /** Feedback: its type label (Bug Report…); updates: 'Roadmap'. */
  label: z.string(),
  gameTitle: z.string().nullable(),
  /** When it entered the column (status change or publication), ISO. */
  updatedAt: z.string(),
});
export type RoadmapCard = z.infer<typeof roadmapCardSchema>;

export const roadmapReplySchema = z.object({
  columns: z.array(
    z.object({
      stage: z.enum(ROADMAP_STAGES),
      title: z.string(),
      cards: z.array(roadmapCardSchema),
    }),
  ),
});
export type RoadmapReply = z.infer<typeof roadmapReplySchema>;

export const ROADMAP_COLUMN_TITLES = {
  planned: "Planned",
  "in-progress": "In Progress",
  done: "Done",
} as const;
/** At most this many cards per column (most voted first, then newest). */
export const ROADMAP_COLUMN_LIMIT = 50;
