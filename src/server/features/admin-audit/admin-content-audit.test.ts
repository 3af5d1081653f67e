import { beforeAll, describe, expect, it } from "vitest";
import type { BlogListReply } from "../../../shared/blog";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import type { Member } from "../../test/test-members";
import { insertFeedbackRow } from "../feedback/feedback-test-helpers";
import { addCategory, startThread, waitForNextPost } from "../forum/forum-test-helpers";

/**
 * What an admin does to someone else's content through the routes members share (edit,
 * hide, lock, move, delete) is in the audit log, as the admin-only routes are; what anyone
 * does to their own content is not.
 */

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const author = memberForFile(t);
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  categoryId = await addCategory(t);
  otherCategoryId = await addCategory(t);
});

/** The audit trail writes after the reply is sent: wait a little for the entry. */
async function auditEntries(action: string, targetId: number) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const rows = await t.database.db
      .selectFrom("adminAuditLog")
      .select(["actorId", "action", "targetId", "afterJson"])
      .where("action", "=", action)
      .where("targetId", "=", String(targetId))
      .orderBy("id")
      .execute();
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectAudited(action: string, targetId: number) {
  const rows = await auditEntries(action, targetId);
  expect(rows, `${action} #${targetId}`).toHaveLength(1);
  expect(rows[0]?.actorId).toBe(admin.user.id);
}

/** Nothing written for the target, once a request that would have been audited has settled. */
async function expectNotAudited(targetType: string, targetId: number) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const rows = await t.database.db
    .selectFrom("adminAuditLog")
    .select("action")
    .where("targetType", "=", targetType)
    .where("targetId", "=", String(targetId))
    .execute();
  expect(rows).toEqual([]);
}

async function send(who: Member, method: "PATCH" | "DELETE", url: string, body?: unknown) {
  const response = await who.browser.request(method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function replyTo(threadId: number, who: Member = author): Promise<number> {
  waitForNextPost(t);
  const response = await who.browser.post(`/api/forum/threads/${threadId}/replies`, {
    content: "A reply the admin will moderate.",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe("an admin moderating a member's forum posts", () => {
  it("records hiding, locking, moving and editing a discussion, each once", async () => {
    const { id } = await startThread(t, author, categoryId);
    await send(admin, "PATCH", `/api/forum/threads/${id}`, { isHidden: true });
    await expectAudited("forum.threads.update", id);
    await send(admin, "PATCH", `/api/forum/threads/${id}`, { isLocked: true });
    await send(admin, "PATCH", `/api/forum/threads/${id}`, { categoryId: otherCategoryId });
    await send(admin, "PATCH", `/api/forum/threads/${id}`, { title: "Retitled by the team" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await auditEntries("forum.threads.update", id);
    expect(rows.map((row) => JSON.parse(row.afterJson ?? "null"))).toEqual([
      { isHidden: true },
      { isLocked: true },
      { categoryId: otherCategoryId },
      { title: "Retitled by the team" },
    ]);
  });

  it("records editing and deleting a reply, and deleting a discussion", async () => {
    const { id } = await startThread(t, author, categoryId);
    const replyId = await replyTo(id);
    await send(admin, "PATCH", `/api/forum/replies/${replyId}`, { content: "Edited by the team." });
    await expectAudited("forum.replies.update", replyId);
    await send(admin, "DELETE", `/api/forum/replies/${replyId}`);
    await expectAudited("forum.replies.delete", replyId);
    await send(admin, "DELETE", `/api/forum/threads/${id}`);
    await expectAudited("forum.threads.delete", id);
  });

  it("records nothing when members or admins edit and delete their own posts", async () => {
    const own = await startThread(t, author, categoryId);
    const replyId = await replyTo(own.id);
    await send(author, "PATCH", `/api/forum/replies/${replyId}`, { content: "My own edit." });
    await send(author, "DELETE", `/api/forum/replies/${replyId}`);
    await send(author, "DELETE", `/api/forum/threads/${own.id}`);
    const adminsOwn = await startThread(t, admin, categoryId);
    await send(admin, "PATCH", `/api/forum/threads/${adminsOwn.id}`, { title: "My own title" });
    await send(admin, "DELETE", `/api/forum/threads/${adminsOwn.id}`);
    await expectNotAudited("forum", own.id);
    await expectNotAudited("forum", replyId);
    await expectNotAudited("forum", adminsOwn.id);
  });
});

describe("an admin acting on a member's feedback and comments", () => {
  it("records deleting a member's feedback item", async () => {
    const id = await insertFeedbackRow(t, { authorId: author.user.id });
    await send(admin, "DELETE", `/api/community-feedback/${id}`);
    await expectAudited("community-feedback.delete", id);
    const own = await insertFeedbackRow(t, { authorId: author.user.id });
    await send(author, "DELETE", `/api/community-feedback/${own}`);
    await expectNotAudited("community-feedback", own);
  });

  it("records editing and deleting a member's feedback comment", async () => {
    const id = await insertFeedbackRow(t, { authorId: admin.user.id });
    t.clock.advance(60_000);
    const posted = await author.browser.post(`/api/community-feedback/${id}/comments`, {
      content: "A comment the admin will moderate.",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json<{ id: number }>().id;
    await send(admin, "PATCH", `/api/community-feedback/comments/${commentId}`, {
      content: "Edited by the team.",
    });
    await expectAudited("community-feedback.comments.update", commentId);
    await send(admin, "DELETE", `/api/community-feedback/comments/${commentId}`);
    await expectAudited("community-feedback.comments.delete", commentId);
  });

  it("records deleting a member's blog comment", async () => {
    const posts = (await author.browser.get("/api/blog?limit=1")).json<BlogListReply>().posts;
    const postId = posts[0]?.id;
    expect(postId).toBeDefined();
    const posted = await author.browser.post(`/api/blog/${postId}/comments`, {
      content: "A blog comment the admin will delete.",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json<{ id: number }>().id;
    await send(admin, "DELETE", `/api/comments/${commentId}`);
    await expectAudited("comments.delete", commentId);
  });
});
