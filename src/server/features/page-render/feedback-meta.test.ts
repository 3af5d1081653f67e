import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/test-fixtures";
import { insertFeedbackRow } from "../feedback/feedback-test-helpers";

const t = testAppForFile({ seed: false });
let itemId: number;
let hiddenId: number;

beforeAll(async () => {
  itemId = await insertFeedbackRow(t, {
    authorId: null,
    title: "Save <slots> & cloud sync",
    description: `**Please** add [cloud saves](https://example.com) so I can switch devices. ${"More detail follows here. ".repeat(10)}`,
  });
  hiddenId = await insertFeedbackRow(t, { authorId: null, title: "Hidden item", isHidden: true });
});

function metaOf(html: string, name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(html)?.[1];
}

describe("feedback item page head", () => {
  it("writes the item's title, its description as plain text and the canonical link", async () => {
    const response = await t.app.inject({ method: "GET", url: `/community-feedback/${itemId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Save &lt;slots&gt; &amp; cloud sync | GameHub</title>");
    const description = metaOf(response.body, "description") ?? "";
    expect(description.startsWith("Please add cloud saves so I can switch devices.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toContain("**");
    expect(response.body).toContain(
      `<link rel="canonical" href="http://gamehub.test/community-feedback/${itemId}" />`,
    );
    expect(metaOf(response.body, "robots")).toBe("index, follow");
  });

  it.each([
    ["an unknown id", () => "999999"],
    ["a hidden item", () => String(hiddenId)],
    ["an id beyond the integer column", () => "99999999999"],
    ["a word", () => "not-a-number"],
  ])("answers 404 'Feedback Not Found' for %s", async (_name, idOf) => {
    const response = await t.app.inject({ method: "GET", url: `/community-feedback/${idOf()}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Feedback Not Found | GameHub</title>");
    expect(metaOf(response.body, "description")).toBe(
      "The feedback you&#39;re looking for doesn&#39;t exist or has been removed.",
    );
    expect(metaOf(response.body, "robots")).toBe("noindex, follow");
  });
});
