import { describe, expect, it } from "vitest";
import type { AdminAuditReply } from "../../../shared/admin-audit";
import type { BulkPostActionReply } from "../../../shared/admin-posts";
import { insertTestPost } from "../../test/post-factory";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";

/** POST /api/admin/posts/bulk: one action on several news posts, in one transaction. */

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const reader = memberForFile(t);

async function bulk(body: unknown): Promise<BulkPostActionReply> {
  const response = await admin.browser.post("/api/admin/posts/bulk", body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkPostActionReply>();
}

function readPost(id: number) {
  return t.database.db
    .selectFrom("posts")
    .select(["isFeatured", "published"])
    .where("id", "=", id)
    .executeTakeFirst();
}

describe("POST /api/admin/posts/bulk", () => {
  it("answers 401 signed out and 403 to a member", async () => {
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/admin/posts/bulk",
      payload: { ids: [1], action: "feature" },
    });
    expect(signedOut.statusCode).toBe(401);
    const byMember = await reader.browser.post("/api/admin/posts/bulk", {
      ids: [1],
      action: "feature",
    });
    expect(byMember.statusCode).toBe(403);
  });

  it("checks the ids and the action with readable messages", async () => {
    for (const [body, message] of [
      [{ ids: [], action: "feature" }, "Choose at least one post"],
      [
        { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: "feature" },
        "Choose at most 100 posts at once",
      ],
      [
        { ids: [1], action: "archive" },
        "Action must be feature, unfeature, publish, unpublish or delete",
      ],
    ] as const) {
      const response = await admin.browser.post("/api/admin/posts/bulk", body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it("features several posts, skips those already featured or missing, and audits each change", async () => {
    const plain = await insertTestPost(t.database.db);
    const featured = await insertTestPost(t.database.db, { isFeatured: true });
    const reply = await bulk({ ids: [plain, featured, 999_999, plain], action: "feature" });
    expect(reply.done).toEqual([plain]);
    expect(reply.skipped).toEqual([
      { id: featured, reason: "Already featured" },
      { id: 999_999, reason: "Not found" },
    ]);
    expect(Boolean((await readPost(plain))?.isFeatured)).toBe(true);

    const audit = await admin.browser.get("/api/admin/audit?action=post.feature");
    const entries = audit.json<AdminAuditReply>().entries;
    expect(entries.filter((entry) => entry.targetId === String(plain))).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { username: admin.user.username },
      targetType: "post",
      after: { isFeatured: true, published: true },
    });
  });

  it("unpublishes and publishes again, and a draft drops out of the public list", async () => {
    const id = await insertTestPost(t.database.db);
    expect((await bulk({ ids: [id], action: "unpublish" })).done).toEqual([id]);
    expect(Boolean((await readPost(id))?.published)).toBe(false);
    const article = await t.app.inject({ method: "GET", url: `/api/blog/${id}` });
    expect(article.statusCode).toBe(404);
    expect((await bulk({ ids: [id], action: "unpublish" })).skipped).toEqual([
      { id, reason: "Already a draft" },
    ]);
    expect((await bulk({ ids: [id], action: "publish" })).done).toEqual([id]);
    expect(Boolean((await readPost(id))?.published)).toBe(true);
  });

  it("deletes several posts at once, and their search documents with them", async () => {
    const first = await insertTestPost(t.database.db);
    const second = await insertTestPost(t.database.db);
    expect((await bulk({ ids: [first, second], action: "delete" })).done).toEqual([first, second]);
    expect(await readPost(first)).toBeUndefined();
    expect(await readPost(second)).toBeUndefined();
    const documents = await t.database.db
      .selectFrom("searchDocuments")
      .select("id")
      .where("source", "=", "post")
      .where("sourceId", "in", [first, second])
      .execute();
    expect(documents).toEqual([]);
  });
});
