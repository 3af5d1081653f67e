import {
  type CreateSocialPost,
  SOCIAL_HASHTAGS_MAX,
  SOCIAL_PLATFORMS,
  SOCIAL_POSTS_MAX,
  type SocialPlatform,
  type SocialPost,
} from "../../../shared/social";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { SignedIn } from "../../plugins/session";
import {
  deleteSocialPost as deleteSocialPostRow,
  findSocialPosts,
  insertSocialPost,
  type SocialPostRow,
} from "./social.repo";

/** The social hub: at most five newest posts, of every platform ("all" or none) or of one. */
export async function listSocialPosts(
  context: AppContext,
  platform: SocialPlatform | "all" | undefined,
): Promise<SocialPost[]> {
  const rows = await findSocialPosts(
    context.db,
    platform === "all" ? undefined : platform,
    SOCIAL_POSTS_MAX,
  );
  // Rows are written only through the checked form; one from elsewhere with an unknown
  // platform is left out rather than shown under a wrong name.
  return rows.filter((row) => PLATFORMS.has(row.platform)).map(toSocialPost);
}

export async function createSocialPost(
  context: AppContext,
  admin: SignedIn,
  input: CreateSocialPost,
): Promise<SocialPost> {
  const row = await insertSocialPost(context.db, {
    platform: input.platform,
    author: input.author,
    authorAvatar: input.authorAvatar === "" ? null : input.authorAvatar,
    content: input.content,
    hashtags: JSON.stringify([...new Set(input.hashtags.filter((tag) => tag !== ""))]),
    likes: input.likes,
    comments: input.comments,
    shares: input.shares,
    url: input.url,
    createdBy: admin.user.id,
    createdAt: context.now().toISOString(),
  });
  return toSocialPost(row);
}

export async function deleteSocialPost(context: AppContext, id: number): Promise<void> {
  if (!(await deleteSocialPostRow(context.db, id))) throw notFound("Social post not found");
}

const PLATFORMS: ReadonlySet<string> = new Set(SOCIAL_PLATFORMS);

function toSocialPost(row: SocialPostRow): SocialPost {
  return {
    id: row.id,
    platform: row.platform as SocialPlatform,
    author: row.author,
    authorAvatar: row.authorAvatar,
    content: row.content,
    hashtags: parseHashtags(row.hashtags),
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    url: row.url,
    createdAt: toIsoString(row.createdAt),
  };
}

function parseHashtags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((tag): tag is string => typeof tag === "string").slice(0, SOCIAL_HASHTAGS_MAX)
      : [];
  } catch {
    return [];
  }
}
