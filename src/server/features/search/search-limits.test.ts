import { describe, expect, it } from "vitest";
import type { SearchReply } from "../../../shared/search";
import { testAppForFile } from "../../test/test-fixtures";
import { insertFeedbackRow } from "../feedback/feedback-test-helpers";
import { rareWord } from "./search-test-helpers";

const LIMIT = 5;

const t = testAppForFile({ seed: false, config: { searchLimitPerMinute: LIMIT } });

function search(q: string, remoteAddress = "127.0.0.1") {
  return t.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(q)}`,
    remoteAddress,
  });
}

describe("search limits", () => {
  it("reads a word repeated a hundred times as that word once", async () => {
    await insertFeedbackRow(t, { authorId: null, title: `Patch 7 broke ${rareWord()}` });
    const once = await search("7", "10.0.0.1");
    const repeated = await search(Array.from({ length: 100 }, () => "7").join(" "), "10.0.0.1");
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json<SearchReply>()).toEqual(once.json<SearchReply>());
    expect(once.json<SearchReply>().total).toBe(1);
  });

  it(`answers 429 with Retry-After after ${LIMIT} searches a minute from one address`, async () => {
    const address = "10.0.0.2";
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await search(`word${index}`, address)).statusCode).toBe(200);
    }
    const refused = await search("one more", address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<{ error: string }>().error).toBe(
      "Too many searches from your network. Please wait a moment and try again.",
    );
    // Other addresses search on; a query without words searches nothing and is never refused.
    expect((await search("minecraft", "10.0.0.3")).statusCode).toBe(200);
    expect((await search("!!!", address)).statusCode).toBe(200);

    t.clock.advance(61_000);
    expect((await search("again", address)).statusCode).toBe(200);
  });

  it("refuses a burst beyond the limit, letting exactly the limit through", async () => {
    const replies = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, index) => search(`burst${index}`, "10.0.0.4")),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(LIMIT * 2);
  });
});
