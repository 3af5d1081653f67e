import { z } from "zod";
import {
  DEVELOPER_UPDATE_CONTENT_MAX,
  DEVELOPER_UPDATE_CONTENT_MIN,
  DEVELOPER_UPDATE_FILTERS,
  DEVELOPER_UPDATE_TAG_LENGTH_MAX,
  DEVELOPER_UPDATE_TAGS_MAX,
  DEVELOPER_UPDATE_TITLE_MAX,
  DEVELOPER_UPDATE_TITLE_MIN,
  DEVELOPER_UPDATE_TYPES,
  ROADMAP_STAGES,
} from "./developer-updates-limits";
import { MAX_ID } from "./ids";

/**
 * Developer updates' contract: the list, one update, and the admin's create and edit. One
 * schema per payload, read by the admin form, the server and the client's replies.
 */
export * from "./developer-updates-limits";

const idSchema = z.number().int().positive().max(MAX_ID);

export const developerUpdateSummarySchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** Plain text of the content, at most 200 characters (the card adds '...'). */
  excerpt: z.string(),
  updateType: z.enum(DEVELOPER_UPDATE_TYPES),
  roadmapStage: z.enum(ROADMAP_STAGES).nullable(),
  gameTitle: z.string().nullable(),
  featuredImage: z.string().nullable(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  publishedAt: z.string(),
  /** Minutes, at least 1. */
  readTime: z.number().int(),
  tags: z.array(z.string()),
});
export type DeveloperUpdateSummary = z.infer<typeof developerUpdateSummarySchema>;

/** GET /api/developer-updates?type=&search=&cursor= */
export const developerUpdatesQuerySchema = z.object({
  type: z
    .enum(DEVELOPER_UPDATE_FILTERS, {
      error: "type must be all, roadmap, behind-scenes, announcement or patch-notes",
    })
    .default("all"),
  /** Full text over title, content and tags. */
  search: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  tag: z.string().trim().max(DEVELOPER_UPDATE_TAG_LENGTH_MAX).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type DeveloperUpdatesQuery = z.infer<typeof developerUpdatesQuerySchema>;

export const developerUpdatesReplySchema = z.object({
  updates: z.array(developerUpdateSummarySchema),
  nextCursor: z.string().nullable(),
});
export type DeveloperUpdatesReply = z.infer<typeof developerUpdatesReplySchema>;

const neighbourSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

/** GET /api/developer-updates/{slug}: the whole update; `content` is the Markdown as written. */
export const developerUpdateSchema = developerUpdateSummarySchema.extend({
  content: z.string(),
  contentHtml: z.string(),
  updatedAt: z.string(),
  /** The next older and next newer update, for the page's previous/next links. */
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type DeveloperUpdate = z.infer<typeof developerUpdateSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** Tags: trimmed, a leading '#' dropped, blanks and duplicates (ignoring case) dropped. */
export const developerUpdateTagsSchema = z
  .array(z.string({ error: "Tags must be text" }), { error: "Tags must be a list" })
  .max(50, `At most ${DEVELOPER_UPDATE_TAGS_MAX} tags`)
  .transform((tags) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/^#+/, "").replace(/\s+/g, "-");
      const key = tag.toLowerCase();
      if (tag.length === 0 || seen.has(key)) continue;
      seen.add(key);
      kept.push(tag);
    }
    return kept;
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            DEVELOPER_UPDATE_TAG_LENGTH_MAX,
            `Each tag must be at most ${DEVELOPER_UPDATE_TAG_LENGTH_MAX} characters`,
          ),
      )
      .max(DEVELOPER_UPDATE_TAGS_MAX, `At most ${DEVELOPER_UPDATE_TAGS_MAX} tags`),
  );

/** An image: a site path (/images/…, /media/…) or an http(s) URL. */
const imageSchema = z
  .string({ error: "Featured image must be text" })
  .trim()
  .max(2000, "Featured image must be at most 2,000 characters")
  .refine(
    (value) => value === "" || /^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    "Please enter a valid URL for the image.",
  )
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** POST /api/developer-updates (admins). The slug is made from the title and kept unique. */
export const createDeveloperUpdateSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(
      DEVELOPER_UPDATE_TITLE_MIN,
      `Title must be at least ${DEVELOPER_UPDATE_TITLE_MIN} characters`,
    )
    .max(
      DEVELOPER_UPDATE_TITLE_MAX,
      `Title must be at most ${DEVELOPER_UPDATE_TITLE_MAX} characters`,
    ),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(
      DEVELOPER_UPDATE_CONTENT_MIN,
      `Content must be at least ${DEVELOPER_UPDATE_CONTENT_MIN} characters`,
    )
    .max(DEVELOPER_UPDATE_CONTENT_MAX, "Content must be at most 50,000 characters"),
  updateType: z.enum(DEVELOPER_UPDATE_TYPES, {
    error: "Please choose a type: roadmap, behind-scenes, announcement or patch-notes",
  }),
  /** Only for roadmap updates; ignored (stored as none) for the other types. */
  roadmapStage: z
    .enum(ROADMAP_STAGES, { error: "Roadmap stage must be planned, in-progress or done" })
    .nullable()
    .optional(),
  gameTitle: optionalText(100, "Game"),
  featuredImage: imageSchema,
  tags: developerUpdateTagsSchema.default([]),
});
export type CreateDeveloperUpdateInput = z.input<typeof createDeveloperUpdateSchema>;
export type CreateDeveloperUpdate = z.output<typeof createDeveloperUpdateSchema>;

/**
 * PATCH /api/developer-updates/{id} (admins): any of the create fields. The slug stays. Tags
 * lose the create's default here: an edit that does not send them keeps the update's tags.
 */
export const updateDeveloperUpdateSchema = createDeveloperUpdateSchema
  .extend({ tags: developerUpdateTagsSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change");
export type UpdateDeveloperUpdate = z.output<typeof updateDeveloperUpdateSchema>;
