import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FeedbackItemReply } from "../../../../shared/feedback";
import { MemoryRouter } from "../../../lib/router";
import { feedbackIdOf } from "../hooks/use-feedback-item";
import {
  DeveloperResponse,
  MergedDuplicates,
  MergedNotice,
  StatusHistory,
} from "./feedback-item-sections";

const ITEM: FeedbackItemReply = {
  id: 7,
  title: "Loadout presets",
  description: "Save loadouts",
  descriptionHtml: "<p>Save loadouts</p>",
  feedbackType: "feature-request",
  category: "gameplay",
  priority: "high",
  gameId: null,
  status: "in-progress",
  votes: 3,
  hasVoted: false,
  userName: "alice",
  author: { id: 2, username: "alice", avatar: null },
  createdAt: "2026-01-05T10:00:00.000Z",
  commentCount: 0,
  responseFromDev: "On it",
  responseHtml: "<p>On it</p>",
  respondedBy: "Admin",
  respondedAt: "2026-01-07T10:00:00.000Z",
  mergedInto: null,
  isHidden: false,
  statusHistory: [
    {
      fromStatus: "open",
      toStatus: "in-review",
      changedBy: "Admin",
      createdAt: "2026-01-06T10:00:00.000Z",
    },
    {
      fromStatus: "in-review",
      toStatus: "in-progress",
      changedBy: null,
      createdAt: "2026-01-07T10:00:00.000Z",
    },
  ],
  duplicates: [],
};

function render(node: React.ReactNode): string {
  return renderToString(<MemoryRouter>{node}</MemoryRouter>)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the feedback page's sections", () => {
  it("writes each status change as 'From → To by who, date', after the submission", () => {
    const text = render(<StatusHistory item={ITEM} />);
    expect(text).toContain("Submitted by alice, January 5, 2026");
    expect(text).toContain("Open → In Review by Admin, January 6, 2026");
    // A change whose author was deleted names nobody.
    expect(text).toContain("In Review → In Progress January 7, 2026");
  });

  it("draws no history for an item that never changed status", () => {
    expect(render(<StatusHistory item={{ ...ITEM, statusHistory: [] }} />)).toBe("");
  });

  it("shows the developer response with who wrote it and when, and nothing without one", () => {
    expect(render(<DeveloperResponse item={ITEM} />)).toBe(
      "Developer Response Admin • January 7, 2026 On it",
    );
    expect(render(<DeveloperResponse item={{ ...ITEM, responseHtml: null }} />)).toBe("");
  });

  it("says where a merged duplicate went, linking there", () => {
    const html = renderToString(
      <MemoryRouter>
        <MergedNotice mergedInto={{ id: 3, title: "Cross-save" }} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/community-feedback/3"');
    expect(html.replace(/<!-- -->/g, "")).toContain("“Cross-save”");
    expect(render(<MergedNotice mergedInto={{ id: 3, title: "Cross-save" }} />)).toContain(
      "This feedback was merged into “Cross-save” . Its votes count there.",
    );
  });

  it("lists the duplicates merged into an item", () => {
    const html = renderToString(
      <MemoryRouter>
        <MergedDuplicates duplicates={[{ id: 9, title: "Please add cross save" }]} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/community-feedback/9"');
    expect(render(<MergedDuplicates duplicates={[]} />)).toBe("");
  });

  it("reads an id from the address only when it can name an item", () => {
    expect(feedbackIdOf("12")).toBe(12);
    expect(feedbackIdOf("0")).toBeNull();
    expect(feedbackIdOf("12abc")).toBeNull();
    expect(feedbackIdOf("99999999999")).toBeNull();
    expect(feedbackIdOf(undefined)).toBeNull();
  });
});
