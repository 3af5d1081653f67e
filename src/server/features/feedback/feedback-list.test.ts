import { describe, expect, it } from "vitest";
import type { FeedbackListReply } from "../../../shared/feedback";
import { DAY_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, member, plainUser, visitor } from "../../test/test-members";
import { unique } from "../../test/unique";
import { insertFeedbackRow, voteOnFeedback } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

/** A word no other test writes, so a search for it lists only this test's items. */
const marker = () =>
  `zq${unique().replace(/x/g, "q")}`.replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)] ?? "");

async function list(query: string, browser = visitor(t)) {
  const response = await browser.get(`/api/community-feedback?${query}`);
  return response;
}

async function ids(query: string, browser = visitor(t)): Promise<number[]> {
  const response = await list(query, browser);
  expect(response.statusCode).toBe(200);
  return response.json<FeedbackListReply>().items.map((item) => item.id);
}

const at = (msAgo: number) => new Date(t.clock.now().getTime() - msAgo).toISOString();

describe("GET /api/community-feedback", () => {
  it("lists every visible item newest first, with its author and counts", async () => {
    const author = await member(t);
    const word = marker();
    const older = await insertFeedbackRow(t, {
      authorId: author.user.id,
      title: `Older ${word}`,
      createdAt: at(2 * DAY_MS),
    });
    const newer = await insertFeedbackRow(t, {
      authorId: author.user.id,
      title: `Newer ${word}`,
      createdAt: at(DAY_MS),
    });
    const reply = (await list(`search=${word}`)).json<FeedbackListReply>();
    expect(reply.items.map((item) => item.id)).toEqual([newer, older]);
    expect(reply.nextCursor).toBeNull();
    expect(reply.items[0]).toMatchObject({
      title: `Newer ${word}`,
      userName: author.user.username,
      author: { id: author.user.id, username: author.user.username },
      status: "open",
      votes: 0,
      hasVoted: false,
      commentCount: 0,
      mergedInto: null,
      isHidden: false,
    });
  });

  it("shows 'Deleted user' for an item whose author is gone", async () => {
    const word = marker();
    await insertFeedbackRow(t, { authorId: null, title: `Orphan ${word}` });
    const [item] = (await list(`search=${word}`)).json<FeedbackListReply>().items;
    expect(item?.userName).toBe("Deleted user");
    expect(item?.author).toEqual({ id: null, username: "Deleted user", avatar: null });
  });

  it("pages 20 at a time with an opaque cursor and no repeats", async () => {
    const word = marker();
    const made: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      made.push(
        await insertFeedbackRow(t, {
          authorId: null,
          title: `Paged ${index} ${word}`,
          createdAt: at((30 - index) * 60_000),
        }),
      );
    }
    const first = (await list(`search=${word}`)).json<FeedbackListReply>();
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await list(`search=${word}&cursor=${first.nextCursor}`)
    ).json<FeedbackListReply>();
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(made.reverse());
  });

  it("refuses a cursor it did not make, or one of another tab", async () => {
    const bad = await list("cursor=not-a-cursor");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Invalid cursor: pass the nextCursor of the previous page unchanged.",
    });
    const word = marker();
    for (let index = 0; index < 21; index += 1) {
      await insertFeedbackRow(t, { authorId: null, title: `Cursor ${index} ${word}` });
    }
    const first = (await list(`search=${word}`)).json<FeedbackListReply>();
    const crossed = await list(`tab=trending&search=${word}&cursor=${first.nextCursor}`);
    expect(crossed.statusCode).toBe(400);
  });

  it("filters by type and by status, alone and together", async () => {
    const word = marker();
    const bug = await insertFeedbackRow(t, {
      authorId: null,
      title: `Bug ${word}`,
      feedbackType: "bug-report",
    });
    const bugResolved = await insertFeedbackRow(t, {
      authorId: null,
      title: `Bug fixed ${word}`,
      feedbackType: "bug-report",
      status: "resolved",
    });
    const idea = await insertFeedbackRow(t, {
      authorId: null,
      title: `Idea ${word}`,
      feedbackType: "feature-request",
      status: "in-review",
    });
    const general = await insertFeedbackRow(t, {
      authorId: null,
      title: `General ${word}`,
      feedbackType: "general",
      status: "resolved",
    });
    expect((await ids(`search=${word}&type=bug-report`)).sort()).toEqual([bug, bugResolved].sort());
    expect(await ids(`search=${word}&type=feature-request`)).toEqual([idea]);
    expect(await ids(`search=${word}&type=general`)).toEqual([general]);
    expect((await ids(`search=${word}&status=resolved`)).sort()).toEqual(
      [bugResolved, general].sort(),
    );
    expect(await ids(`search=${word}&status=in-review`)).toEqual([idea]);
    expect(await ids(`search=${word}&status=open`)).toEqual([bug]);
    expect(await ids(`search=${word}&type=bug-report&status=resolved`)).toEqual([bugResolved]);
    expect(await ids(`search=${word}&type=general&status=open`)).toEqual([]);
    expect((await ids(`search=${word}&type=all&status=all`)).sort()).toEqual(
      [bug, bugResolved, idea, general].sort(),
    );
  });

  it("searches titles and descriptions in full text, with word stems", async () => {
    const word = marker();
    const inTitle = await insertFeedbackRow(t, {
      authorId: null,
      title: `Controller ${word} drifting`,
    });
    const inBody = await insertFeedbackRow(t, {
      authorId: null,
      title: "Something about menus",
      description: `The settings screen forgets the ${word} option after a restart.`,
    });
    expect((await ids(`search=${word}`)).sort()).toEqual([inTitle, inBody].sort());
    expect(await ids(`search=${encodeURIComponent(`${word} drifting`)}`)).toEqual([inTitle]);
    expect(await ids(`search=${encodeURIComponent(`${word} drift`)}`)).toEqual([inTitle]);
    expect(await ids(`search=${encodeURIComponent(`${word} settings`)}`)).toEqual([inBody]);
    // Query syntax typed by a member is only text.
    expect((await list(`search=${encodeURIComponent(`"${word} OR (NEAR*`)}`)).statusCode).toBe(200);
    expect(await ids(`search=${word}&type=bug-report`)).toEqual([]);
  });

  it("leaves hidden items out of every tab, except their author's My Feedback", async () => {
    const author = await member(t);
    const team = await admin(t);
    const word = marker();
    const hidden = await insertFeedbackRow(t, {
      authorId: author.user.id,
      title: `Hidden ${word}`,
      isHidden: true,
      response: { text: "We looked", by: null },
    });
    await voteOnFeedback(t, hidden, [await plainUser(t)]);
    for (const tab of ["all", "trending", "dev-responses"]) {
      expect(await ids(`tab=${tab}&search=${word}`, author.browser)).toEqual([]);
      expect(await ids(`tab=${tab}&search=${word}`, team.browser)).toEqual([]);
    }
    const mine = (await list(`tab=my-feedback&search=${word}`, author.browser)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([hidden]);
    expect(mine.items[0].isHidden).toBe(true);
    expect(await ids(`tab=my-feedback&search=${word}`, team.browser)).toEqual([]);
  });

  it("leaves merged duplicates out unless closed items are asked for", async () => {
    const word = marker();
    const target = await insertFeedbackRow(t, { authorId: null, title: `Target ${word}` });
    const duplicate = await insertFeedbackRow(t, {
      authorId: null,
      title: `Duplicate ${word}`,
      status: "closed",
      mergedIntoId: target,
      response: { text: "Merged", by: null },
    });
    const closed = await insertFeedbackRow(t, {
      authorId: null,
      title: `Closed ${word}`,
      status: "closed",
    });
    expect((await ids(`search=${word}`)).sort()).toEqual([target, closed].sort());
    expect((await ids(`tab=trending&search=${word}`)).sort()).toEqual([target, closed].sort());
    expect(await ids(`tab=dev-responses&search=${word}`)).toEqual([]);
    expect((await ids(`search=${word}&status=closed`)).sort()).toEqual([duplicate, closed].sort());
    const [shown] = (await list(`search=${word}&status=closed&type=feature-request`))
      .json<FeedbackListReply>()
      .items.filter((item) => item.id === duplicate);
    expect(shown?.mergedInto).toEqual({ id: target, title: `Target ${word}` });
  });

  it("marks the items the signed-in reader voted for", async () => {
    const reader = await member(t);
    const word = marker();
    const voted = await insertFeedbackRow(t, { authorId: null, title: `Voted ${word}` });
    const other = await insertFeedbackRow(t, { authorId: null, title: `Other ${word}` });
    await voteOnFeedback(t, voted, [reader.user.id, await plainUser(t)]);
    const items = (await list(`search=${word}`, reader.browser)).json<FeedbackListReply>().items;
    expect(items.map((item) => [item.id, item.hasVoted, item.votes])).toEqual([
      [other, false, 0],
      [voted, true, 2],
    ]);
    const anonymous = (await list(`search=${word}`)).json<FeedbackListReply>().items;
    expect(anonymous.map((item) => item.hasVoted)).toEqual([false, false]);
  });

  it("answers My Feedback with the reader's own items, and 401 when signed out", async () => {
    const refused = await list("tab=my-feedback");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: "Please sign in to see your feedback" });
    const author = await member(t);
    const someone = await member(t);
    const first = await insertFeedbackRow(t, { authorId: author.user.id, createdAt: at(DAY_MS) });
    const second = await insertFeedbackRow(t, {
      authorId: author.user.id,
      feedbackType: "bug-report",
    });
    await insertFeedbackRow(t, { authorId: someone.user.id });
    expect(await ids("tab=my-feedback", author.browser)).toEqual([second, first]);
    expect(await ids("tab=my-feedback&type=bug-report", author.browser)).toEqual([second]);
    expect(await ids("tab=my-feedback&status=resolved", author.browser)).toEqual([]);
  });

  it("lists the items with a developer response under Dev Responses, newest answer first", async () => {
    const team = await admin(t);
    const word = marker();
    const early = await insertFeedbackRow(t, {
      authorId: null,
      title: `Early answer ${word}`,
      createdAt: at(DAY_MS),
      response: { text: "Thanks, **fixed** in 1.2", by: team.user.id, at: at(3 * 3_600_000) },
    });
    const late = await insertFeedbackRow(t, {
      authorId: null,
      title: `Late answer ${word}`,
      createdAt: at(2 * DAY_MS),
      status: "in-progress",
      response: { text: "On it", by: team.user.id, at: at(3_600_000) },
    });
    await insertFeedbackRow(t, { authorId: null, title: `Unanswered ${word}` });
    const items = (await list(`tab=dev-responses&search=${word}`)).json<FeedbackListReply>().items;
    expect(items.map((item) => item.id)).toEqual([late, early]);
    expect(items[1]).toMatchObject({
      responseFromDev: "Thanks, **fixed** in 1.2",
      respondedBy: team.user.username,
      respondedAt: at(3 * 3_600_000),
    });
    expect(items[1]?.responseHtml).toContain("<strong>fixed</strong>");
    expect(await ids(`tab=dev-responses&search=${word}&status=in-progress`)).toEqual([late]);
  });

  it("ranks Trending by recent votes that lose half their weight each week", async () => {
    const word = marker();
    const voters = await Promise.all(Array.from({ length: 6 }, () => plainUser(t)));
    // Many old votes (beyond 30 days they count nothing), a few fresh ones, a few week-old ones.
    const oldFavourite = await insertFeedbackRow(t, {
      authorId: null,
      title: `Old favourite ${word}`,
      createdAt: at(60 * DAY_MS),
    });
    await voteOnFeedback(t, oldFavourite, voters, at(40 * DAY_MS));
    const fresh = await insertFeedbackRow(t, {
      authorId: null,
      title: `Fresh ${word}`,
      createdAt: at(10 * DAY_MS),
    });
    await voteOnFeedback(t, fresh, voters.slice(0, 2), at(3_600_000));
    const weekOld = await insertFeedbackRow(t, {
      authorId: null,
      title: `Week old ${word}`,
      createdAt: at(20 * DAY_MS),
    });
    // 3 votes a week ago weigh 1.5, less than 2 fresh votes (about 2).
    await voteOnFeedback(t, weekOld, voters.slice(0, 3), at(7 * DAY_MS));
    const quietNew = await insertFeedbackRow(t, { authorId: null, title: `Quiet ${word}` });
    expect(await ids(`tab=trending&search=${word}`)).toEqual([
      fresh,
      weekOld,
      oldFavourite,
      quietNew,
    ]);
    // All stays newest first.
    expect(await ids(`search=${word}`)).toEqual([quietNew, fresh, weekOld, oldFavourite]);
    expect(await ids(`tab=trending&search=${word}&type=bug-report`)).toEqual([]);
  });

  it("pages Trending with its own cursor", async () => {
    const word = marker();
    const voter = await plainUser(t);
    const made: number[] = [];
    for (let index = 0; index < 23; index += 1) {
      made.push(await insertFeedbackRow(t, { authorId: null, title: `Trend ${index} ${word}` }));
    }
    // Five voted on lately, the rest by the tie order.
    for (const id of made.slice(0, 5)) await voteOnFeedback(t, id, [voter]);
    const first = (await list(`tab=trending&search=${word}`)).json<FeedbackListReply>();
    expect(first.items).toHaveLength(20);
    const second = (
      await list(`tab=trending&search=${word}&cursor=${first.nextCursor}`)
    ).json<FeedbackListReply>();
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(all).size).toBe(23);
    expect(all.slice(0, 5).sort()).toEqual(made.slice(0, 5).sort());
  });

  it("answers 400 with the schema's messages for unknown tabs, types and statuses", async () => {
    expect((await list("tab=hot")).json().error).toBe(
      "tab must be all, trending, my-feedback or dev-responses",
    );
    expect((await list("type=praise")).json().error).toBe(
      "type must be all, bug-report, feature-request, general or survey-response",
    );
    const status = await list("status=done");
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toBe(
      "status must be all, open, in-review, in-progress, resolved or closed",
    );
    expect((await list(`search=${"a".repeat(201)}`)).json().error).toBe(
      "Search text must be at most 200 characters",
    );
  });
});
