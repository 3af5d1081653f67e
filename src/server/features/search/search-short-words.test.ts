import { beforeAll, describe, expect, it } from "vitest";
import { FLAGS_TO_HIDE, type OpenFlag } from "../../../shared/forum";
import type { LiveStream } from "../../../shared/live-streams";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { makeEstablished } from "../forum/forum-test-data";
import { addCategory, startThread, waitForNextPost } from "../forum/forum-test-helpers";

/**
 * Titles with no word of three letters or more put nothing in the search's word list, so
 * taking their documents out of the index has no words to uncount. Every write that reindexes
 * such content (moderation, edits, deletes) must still work on both engines.
 */

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const author = memberForFile(t);
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  categoryId = await addCategory(t);
  otherCategoryId = await addCategory(t);
});

async function indexedTitles(source: string, sourceId: number): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom("searchDocuments")
    .select("title")
    .where("source", "=", source)
    .where("sourceId", "=", sourceId)
    .execute();
  return rows.map((row) => row.title);
}

async function patchThread(by: Member, threadId: number, patch: object) {
  const response = await by.browser.request("PATCH", `/api/forum/threads/${threadId}`, patch);
  expect(response.statusCode, response.body).toBe(200);
}

describe("a discussion titled with short words only", () => {
  it("can be edited, hidden, locked, moved and deleted", async () => {
    const { id } = await startThread(t, author, categoryId, { title: "Is 4K OK?" });
    expect(await indexedTitles("thread", id)).toEqual(["Is 4K OK?"]);

    await patchThread(author, id, {
      content: `New words for the opening post ${unique()}, long enough to pass.`,
    });
    await patchThread(admin, id, { isLocked: true });
    await patchThread(admin, id, { categoryId: otherCategoryId });
    await patchThread(admin, id, { isHidden: true });
    expect(await indexedTitles("thread", id)).toEqual([]);
    await patchThread(admin, id, { isHidden: false });
    expect(await indexedTitles("thread", id)).toEqual(["Is 4K OK?"]);

    const removed = await admin.browser.request("DELETE", `/api/forum/threads/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await indexedTitles("thread", id)).toEqual([]);
  });

  it("can be renamed to such a title and back", async () => {
    const { id } = await startThread(t, author, categoryId);
    await patchThread(author, id, { title: "Is 4K OK?" });
    expect(await indexedTitles("thread", id)).toEqual(["Is 4K OK?"]);
    await patchThread(author, id, { title: "Is 8K OK?" });
    expect(await indexedTitles("thread", id)).toEqual(["Is 8K OK?"]);
    await patchThread(author, id, { title: "Is 8K worth it?" });
    expect(await indexedTitles("thread", id)).toEqual(["Is 8K worth it?"]);
  });

  it("can be flagged until hidden, then resolved by an admin", async () => {
    const { id } = await startThread(t, author, categoryId, { title: "Is 4K OK?" });
    for (let index = 0; index < FLAGS_TO_HIDE; index += 1) {
      const reporter = await member(t);
      // Established members' reports hide a post (forum/flag-weight.ts).
      await makeEstablished(
        { db: t.database.db, engine: t.database.engine, now: t.clock.now },
        reporter.user.id,
      );
      const flagged = await reporter.browser.post(`/api/forum/threads/${id}/flag`, {
        reason: "Spam link to a shady shop",
      });
      expect(flagged.statusCode, flagged.body).toBe(200);
    }
    const flags = await admin.browser.get("/api/forum/flags");
    expect(flags.statusCode).toBe(200);
    const entry = flags
      .json<OpenFlag[]>()
      .find((flag) => flag.targetType === "thread" && flag.targetId === id);
    expect(entry).toBeDefined();

    const kept = await admin.browser.post(`/api/forum/flags/${entry?.id}/resolve`, {
      action: "keep",
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await indexedTitles("thread", id)).toEqual(["Is 4K OK?"]);

    const reporter = await member(t);
    await reporter.browser.post(`/api/forum/threads/${id}/flag`, { reason: "Still spam here" });
    const again = (await admin.browser.get("/api/forum/flags"))
      .json<OpenFlag[]>()
      .find((flag) => flag.targetType === "thread" && flag.targetId === id);
    const deleted = await admin.browser.post(`/api/forum/flags/${again?.id}/resolve`, {
      action: "delete",
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await indexedTitles("thread", id)).toEqual([]);
  });
});

describe("a stream titled with short words only", () => {
  it("can be edited and deleted by an admin", async () => {
    waitForNextPost(t);
    const created = await admin.browser.post("/api/live-streams", {
      title: "GO 4K",
      description: "A stream made by a test.",
      platform: "twitch",
      category: "tutorial",
      streamUrl: "https://www.twitch.tv/test_channel",
      streamerName: "Tester",
      gameTitle: "Rust",
      tags: [],
      startedAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ stream: LiveStream }>().stream;
    expect(await indexedTitles("stream", id)).toEqual(["GO 4K"]);

    const edited = await admin.browser.request("PATCH", `/api/live-streams/${id}`, {
      description: "Other words for the same stream.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const renamed = await admin.browser.request("PATCH", `/api/live-streams/${id}`, {
      title: "GO 8K",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await indexedTitles("stream", id)).toEqual(["GO 8K"]);

    const removed = await admin.browser.request("DELETE", `/api/live-streams/${id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await indexedTitles("stream", id)).toEqual([]);
  });
});
