import type { AppContext } from "../../app-context";
import type { ForumFlagStatus } from "../../db/schema";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import {
  type FlagTables,
  findFlag,
  findOpenFlags,
  findOpenReporterStandings,
  insertFlag,
  isAdminMember,
  lockFlaggedPost,
  resolveOpenFlags,
} from "./content-flags.repo";
import { reportsHidePost } from "./flag-weight";

/**
 * Members' reports of posts, the same for every topic that has them (the forum, community
 * feedback): once per member and post, never of one's own post, a daily number per member;
 * reports weigh by the reporter's standing (flag-weight.ts) and the one that brings the open
 * reports' weight to the threshold hides the post until an admin keeps, hides or deletes it.
 * An admin's post is never hidden by reports. Each topic gives its tables, its limit and its
 * own wording, and how it hides, shows and deletes its posts.
 */
export interface FlagRules<Kind extends string> {
  tables: FlagTables<Kind>;
  daily: AttemptLimit;
  messages: {
    alreadyReported: string;
    ownPost: string;
    reportNotFound: string;
    alreadyReviewed: string;
  };
}

export type FlagContext = Pick<AppContext, "db" | "engine" | "now">;
export type FlagAction = "keep" | "hide" | "delete";

/** A reported post: its kind and id, the page it is on, and its author (null once deleted). */
export interface FlaggedPost<Kind extends string> {
  kind: Kind;
  id: number;
  parentId: number;
  authorId: number | null;
}

/**
 * A member reports a post, once. Returns whether the report hid it; `hide` hides it (in the
 * report's transaction) when the open reports' weight reaches the threshold.
 */
export async function reportPost<Kind extends string>(
  context: FlagContext,
  rules: FlagRules<Kind>,
  reporterId: number,
  post: FlaggedPost<Kind>,
  reason: string,
  hide: (inner: FlagContext) => Promise<void>,
): Promise<{ isHidden: boolean }> {
  if (post.authorId === reporterId) throw forbidden(rules.messages.ownPost);
  const now = context.now();
  return context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    // Inside the transaction: a repeated report rolls back and uses up nothing.
    await consumeAttempt(inner, rules.daily, [`user:${reporterId}`], now);
    const added = await insertFlag(trx, rules.tables, {
      targetType: post.kind,
      targetId: post.id,
      parentId: post.parentId,
      userId: reporterId,
      reason,
      createdAt: now.toISOString(),
    });
    if (!added) throw conflict(rules.messages.alreadyReported);
    await lockFlaggedPost(trx, context.engine, rules.tables, post.kind, post.id);
    const reporters = await findOpenReporterStandings(trx, rules.tables, post.kind, post.id);
    const author = { isAdmin: await isAdminMember(trx, post.authorId) };
    if (!reportsHidePost(reporters, author, now)) return { isHidden: false };
    await hide(inner);
    return { isHidden: true };
  });
}

type OpenFlag<Kind extends string> = Awaited<ReturnType<typeof findOpenFlags<Kind>>>[number];

/** One reported post in the admins' queue: its first report and every open report's reporter. */
export interface ReportedPost<Kind extends string, Post> {
  first: OpenFlag<Kind>;
  post: Post;
  reports: { username: string; reason: string; createdAt: string }[];
}

/**
 * The admins' queue: one entry per post with open reports, the longest waiting first.
 * `findPosts` reads the reported posts of one kind; a post gone since is left out.
 */
export async function listReportedPosts<Kind extends string, Post extends { id: number }>(
  context: FlagContext,
  tables: FlagTables<Kind>,
  findPosts: (kind: Kind, ids: number[]) => Promise<Post[]>,
): Promise<ReportedPost<Kind, Post>[]> {
  const flags = await findOpenFlags(context.db, tables);
  const byPost = new Map<string, typeof flags>();
  for (const flag of flags) {
    const key = `${flag.targetType}:${flag.targetId}`;
    byPost.set(key, [...(byPost.get(key) ?? []), flag]);
  }
  const postsOf = new Map<Kind, Map<number, Post>>();
  for (const kind of Object.keys(tables.posts) as Kind[]) {
    const ids = [...new Set(flags.filter((f) => f.targetType === kind).map((f) => f.targetId))];
    const rows = ids.length === 0 ? [] : await findPosts(kind, ids);
    postsOf.set(kind, new Map(rows.map((row) => [row.id, row])));
  }
  const entries: ReportedPost<Kind, Post>[] = [];
  for (const reports of byPost.values()) {
    const first = reports[0];
    const post = first && postsOf.get(first.targetType)?.get(first.targetId);
    if (!first || !post) continue;
    entries.push({
      first,
      post,
      reports: reports.map((report) => ({
        username: report.username,
        reason: report.reason,
        createdAt: toIsoString(report.createdAt),
      })),
    });
  }
  return entries;
}

const STATUS_OF: Record<FlagAction, ForumFlagStatus> = {
  keep: "kept",
  hide: "hidden",
  delete: "deleted",
};

/**
 * An admin's decision on a reported post closes all its open reports, in one transaction:
 * keep shows the post again and hide keeps it hidden (`setHidden`), delete deletes it as its
 * author could (`remove`).
 */
export async function resolveReport<Kind extends string>(
  context: FlagContext,
  rules: FlagRules<Kind>,
  adminId: number,
  flagId: number,
  action: FlagAction,
  apply: {
    remove(inner: FlagContext, post: FlaggedPost<Kind>): Promise<void>;
    setHidden(inner: FlagContext, post: FlaggedPost<Kind>, isHidden: boolean): Promise<void>;
  },
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    const flag = await findFlag(trx, rules.tables, flagId);
    if (!flag) throw notFound(rules.messages.reportNotFound);
    if (flag.status !== "open") throw conflict(rules.messages.alreadyReviewed);
    await resolveOpenFlags(trx, rules.tables, flag.targetType, flag.targetId, {
      status: STATUS_OF[action],
      resolvedBy: adminId,
      resolvedAt: context.now().toISOString(),
    });
    const post = {
      kind: flag.targetType,
      id: flag.targetId,
      parentId: flag.parentId,
      authorId: null,
    };
    if (action === "delete") await apply.remove(inner, post);
    else await apply.setHidden(inner, post, action === "hide");
  });
}
