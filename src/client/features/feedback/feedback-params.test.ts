import { describe, expect, it } from "vitest";
import { feedbackFiltersOf, feedbackListSearch, hasFeedbackFilters } from "./feedback-params";

describe("feedbackFiltersOf", () => {
  it("reads the tab, search, type and status of the address", () => {
    const filters = feedbackFiltersOf(
      new URLSearchParams(
        "tab=dev-responses&search=%20lag%20spikes%20&type=bug-report&status=open",
      ),
    );
    expect(filters).toEqual({
      tab: "dev-responses",
      search: "lag spikes",
      type: "bug-report",
      status: "open",
    });
    expect(hasFeedbackFilters(filters)).toBe(true);
  });

  it("falls back to the defaults for values the filters do not offer", () => {
    const filters = feedbackFiltersOf(
      new URLSearchParams("tab=mine&type=survey-response&status=closed"),
    );
    expect(filters).toEqual({ tab: "all", search: "", type: "all", status: "all" });
    expect(hasFeedbackFilters(filters)).toBe(false);
  });

  it("cuts a search to the 200 characters the API takes", () => {
    const filters = feedbackFiltersOf(new URLSearchParams({ search: "a".repeat(300) }));
    expect(filters.search).toHaveLength(200);
  });
});

describe("feedbackListSearch", () => {
  it("always sends the tab and leaves out the filters set to all", () => {
    expect(feedbackListSearch({ tab: "all", search: "", type: "all", status: "all" })).toBe(
      "tab=all",
    );
  });

  it("sends the search, type, status and the next page's cursor", () => {
    const query = new URLSearchParams(
      feedbackListSearch(
        { tab: "trending", search: "co-op & friends", type: "feature-request", status: "resolved" },
        "abc123",
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      tab: "trending",
      search: "co-op & friends",
      type: "feature-request",
      status: "resolved",
      cursor: "abc123",
    });
  });
});
