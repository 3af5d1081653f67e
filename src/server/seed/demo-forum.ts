import type { Kysely, Transaction } from "kysely";
import { HOUR_MS, MINUTE_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import {
  refreshCategoryCounts,
  refreshReplyVotes,
  refreshThreadStats,
} from "../features/forum/forum-counts.repo";
import { threadExcerpt } from "../features/forum/forum-view";
import { toKey } from "../features/users/users.repo";
import { toIsoString } from "../lib/iso-date";
import { markdownExcerpt, renderMarkdown } from "../lib/markdown";
import {
  DEMO_DISCUSSIONS,
  type DemoDiscussion,
  type DemoForumCategorySlug,
  type DemoMemberName,
} from "./demo-forum-discussions";
import { insertDemoSocialPosts } from "./demo-social-posts";

/** As long as a quote's excerpt is when a member quotes a reply. */
const QUOTE_EXCERPT_CHARS = 200;

/** The forum's categories, in the order the Categories tab lists them. */
export const DEMO_FORUM_CATEGORIES: readonly {
  slug: DemoForumCategorySlug;
  name: string;
  description: string;
  color: string;
  /** A lucide icon name. */
  icon: string;
  pointsReward: number;
}[] = [
  {
    slug: "general-discussion",
    name: "General Discussion",
    description: "Introduce yourself and talk about anything gaming that doesn't fit elsewhere.",
    color: "#3b82f6",
    icon: "message-square",
    pointsReward: 10,
  },
  {
    slug: "game-reviews",
    name: "Game Reviews",
    description: "Your verdicts on new releases and old favourites: what works, what doesn't.",
    color: "#f59e0b",
    icon: "star",
    pointsReward: 25,
  },
  {
    slug: "tips-strategies",
    name: "Tips & Strategies",
    description: "Builds, routes, settings and tactics that help everyone play better.",
    color: "#10b981",
    icon: "lightbulb",
    pointsReward: 20,
  },
  {
    slug: "esports",
    name: "Esports",
    description: "Leagues, tournaments, teams and the matches everyone is talking about.",
    color: "#ef4444",
    icon: "trophy",
    pointsReward: 15,
  },
  {
    slug: "hardware-tech",
    name: "Hardware & Tech",
    description: "PC builds, handhelds, consoles, peripherals and streaming setups.",
    color: "#8b5cf6",
    icon: "cpu",
    pointsReward: 15,
  },
  {
    slug: "retro-gaming",
    name: "Retro Gaming",
    description: "Classic consoles, cartridges, CRTs, emulation and game preservation.",
    color: "#ec4899",
    icon: "gamepad-2",
    pointsReward: 15,
  },
  {
    slug: "off-topic",
    name: "Off-Topic",
    description: "Snacks, music, pets and everything else. Keep it friendly.",
    color: "#6b7280",
    icon: "coffee",
    pointsReward: 10,
  },
];

type Db = Kysely<Database> | Transaction<Database>;
interface Member {
  id: number;
  username: string;
  joinedAt: number;
}

/**
 * A new forum should look alive: when the forum has no categories yet (the first start, or the
 * first start of a site made before the forum existed), add the categories, the demo members'
 * discussions with replies and votes, and the social hub's demo posts. Once categories exist
 * nothing is added again, so content removed by admins stays removed. No points are awarded:
 * the demo members' points come from their own seeded history.
 */
export async function seedDemoForum(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db.selectFrom("forumCategories").select("id").limit(1).execute();
  if (existing.length > 0) return;
  await db.transaction().execute(async (trx) => {
    // Two processes starting together on one PostgreSQL: the second waits on the unique slug,
    // inserts nothing and leaves the content to the first.
    const inserted = await trx
      .insertInto("forumCategories")
      .values(
        DEMO_FORUM_CATEGORIES.map((category, position) => ({
          ...category,
          position,
          createdAt: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning(["id", "slug"])
      .execute();
    if (inserted.length < DEMO_FORUM_CATEGORIES.length) return;
    const categoryIds = new Map(inserted.map((row) => [row.slug, row.id]));
    const members = await findDemoMembers(trx);
    for (const discussion of [...DEMO_DISCUSSIONS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const categoryId = categoryIds.get(discussion.category);
      if (categoryId === undefined) throw new Error(`Demo discussion: unknown category`);
      await insertDiscussion(trx, discussion, categoryId, members, now);
    }
    for (const id of categoryIds.values()) await refreshCategoryCounts(trx, id);
    await insertDemoSocialPosts(trx, now);
  });
}

async function findDemoMembers(db: Db): Promise<Map<DemoMemberName, Member>> {
  const names: DemoMemberName[] = [
    "NovaStrike",
    "PixelPaladin",
    "RetroRaccoon",
    "QuestQueen",
    "LagSlayer",
    "ByteBard",
  ];
  const rows = await db
    .selectFrom("users")
    .select(["id", "username", "usernameKey", "createdAt"])
    .where(
      "usernameKey",
      "in",
      names.map((name) => toKey(name)),
    )
    .execute();
  const members = new Map<DemoMemberName, Member>();
  for (const name of names) {
    const row = rows.find((candidate) => candidate.usernameKey === toKey(name));
    if (row) {
      members.set(name, {
        id: row.id,
        username: row.username,
        joinedAt: new Date(toIsoString(row.createdAt)).getTime(),
      });
    }
  }
  return members;
}

/**
 * One discussion with its replies and votes. Times follow the data but never come before the
 * author joined, before what a reply answers, or after now. A discussion or reply whose
 * author no longer exists is left out (its quotes then quote nothing).
 */
async function insertDiscussion(
  db: Db,
  discussion: DemoDiscussion,
  categoryId: number,
  members: Map<DemoMemberName, Member>,
  now: Date,
): Promise<void> {
  const author = members.get(discussion.author);
  if (!author) return;
  const latest = now.getTime() - MINUTE_MS;
  const mentions = new Map(
    [...members.values()].map((member) => [member.username.toLowerCase(), `/user/${member.id}`]),
  );
  const createdAt = Math.min(
    latest,
    Math.max(now.getTime() - discussion.hoursAgo * HOUR_MS, author.joinedAt + 30 * MINUTE_MS),
  );

  const replyTimes: number[] = [];
  let previous = createdAt;
  for (const reply of discussion.replies) {
    const joinedAt = members.get(reply.author)?.joinedAt ?? 0;
    previous = Math.min(
      latest,
      Math.max(
        createdAt + reply.hoursAfter * HOUR_MS,
        previous + 5 * MINUTE_MS,
        joinedAt + 30 * MINUTE_MS,
      ),
    );
    replyTimes.push(previous);
  }
  const lastActivityAt = replyTimes.length > 0 ? Math.max(...replyTimes) : createdAt;

  const [thread] = await db
    .insertInto("forumThreads")
    .values({
      categoryId,
      authorId: author.id,
      title: discussion.title,
      content: discussion.content,
      contentHtml: renderMarkdown(discussion.content, mentions),
      excerpt: threadExcerpt(discussion.content),
      tags: JSON.stringify(discussion.tags),
      views: discussion.views,
      isSticky: discussion.isSticky ?? false,
      isLocked: discussion.isLocked ?? false,
      isFeatured: discussion.isFeatured ?? false,
      isHotTopic: discussion.isHotTopic ?? false,
      lastActivityAt: new Date(lastActivityAt).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
    })
    .returning("id")
    .execute();
  if (!thread) throw new Error("Demo discussion was not inserted");
  await db
    .insertInto("forumThreadTags")
    .values(
      [...new Set(discussion.tags.map((tag) => tag.toLowerCase()))].map((tagKey) => ({
        threadId: thread.id,
        tagKey,
      })),
    )
    .execute();

  const voteAt = (voter: Member, offsetMinutes: number) =>
    new Date(
      Math.min(latest, Math.max(createdAt, voter.joinedAt) + offsetMinutes * MINUTE_MS),
    ).toISOString();
  const votes = [
    ...discussion.upvoters.map((name) => ({ name, value: 1 })),
    ...(discussion.downvoters ?? []).map((name) => ({ name, value: -1 })),
  ];
  for (const [index, vote] of votes.entries()) {
    const voter = members.get(vote.name);
    if (!voter || voter.id === author.id) continue;
    await db
      .insertInto("forumThreadVotes")
      .values({
        threadId: thread.id,
        userId: voter.id,
        value: vote.value,
        createdAt: voteAt(voter, 20 + index * 37),
      })
      .execute();
  }

  const replyIds: (number | null)[] = [];
  for (const [index, reply] of discussion.replies.entries()) {
    const replyAuthor = members.get(reply.author);
    if (!replyAuthor) {
      replyIds.push(null);
      continue;
    }
    const quoted = reply.quotes === undefined ? undefined : discussion.replies[reply.quotes];
    const quotedId = reply.quotes === undefined ? null : (replyIds[reply.quotes] ?? null);
    const [row] = await db
      .insertInto("forumReplies")
      .values({
        threadId: thread.id,
        authorId: replyAuthor.id,
        content: reply.content,
        contentHtml: renderMarkdown(reply.content, mentions),
        quoteReplyId: quotedId,
        quoteAuthor: quoted && quotedId !== null ? quoted.author : null,
        quoteExcerpt:
          quoted && quotedId !== null ? markdownExcerpt(quoted.content, QUOTE_EXCERPT_CHARS) : null,
        createdAt: new Date(replyTimes[index] ?? lastActivityAt).toISOString(),
      })
      .returning("id")
      .execute();
    if (!row) throw new Error("Demo reply was not inserted");
    replyIds.push(row.id);
    let liked = false;
    for (const [offset, name] of (reply.likedBy ?? []).entries()) {
      const voter = members.get(name);
      if (!voter || voter.id === replyAuthor.id) continue;
      await db
        .insertInto("forumReplyVotes")
        .values({
          replyId: row.id,
          userId: voter.id,
          value: 1,
          createdAt: new Date(
            Math.min(
              latest,
              Math.max(replyTimes[index] ?? latest, voter.joinedAt) + (offset + 1) * 11 * MINUTE_MS,
            ),
          ).toISOString(),
        })
        .execute();
      liked = true;
    }
    if (liked) await refreshReplyVotes(db, row.id);
  }
  await refreshThreadStats(db, thread.id);
}
