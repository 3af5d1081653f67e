import { describe, expect, it } from "vitest";
import { cardExcerpt } from "./components/developer-update-card";
import {
  changedPayloadOf,
  payloadOf,
  splitTags,
  type UpdateFormValues,
} from "./components/update-form-dialog";
import {
  hasUpdateFilters,
  tabOfType,
  typeOfTab,
  UPDATE_TABS,
  updateFiltersOf,
  updatesListHref,
  updatesListSearch,
} from "./developer-updates-params";

describe("updateFiltersOf", () => {
  it("reads the type, search and tag of the address", () => {
    const filters = updateFiltersOf(
      new URLSearchParams("type=patch-notes&search=%20netcode%20&tag=%23co-op"),
    );
    expect(filters).toEqual({ type: "patch-notes", search: "netcode", tag: "co-op" });
    expect(hasUpdateFilters(filters)).toBe(true);
  });

  it("falls back to every update for a type the list does not offer", () => {
    const filters = updateFiltersOf(new URLSearchParams("type=announcements&search="));
    expect(filters).toEqual({ type: "all", search: "", tag: "" });
    expect(hasUpdateFilters(filters)).toBe(false);
  });

  it("cuts a search to the 200 characters the API takes", () => {
    const filters = updateFiltersOf(new URLSearchParams({ search: "a".repeat(300) }));
    expect(filters.search).toHaveLength(200);
  });
});

describe("the list's query and address", () => {
  it("leaves the defaults out", () => {
    expect(updatesListSearch({ type: "all", search: "", tag: "" })).toBe("");
    expect(updatesListHref({})).toBe("/developer-updates");
  });

  it("writes the filters and the cursor", () => {
    expect(updatesListSearch({ type: "roadmap", search: "co op", tag: "" }, "abc")).toBe(
      "type=roadmap&search=co+op&cursor=abc",
    );
    expect(updatesListHref({ tag: "modding" })).toBe("/developer-updates?tag=modding");
  });
});

describe("tabs and the type dropdown", () => {
  it("give every tab a type and find the tab again from it", () => {
    for (const tab of UPDATE_TABS) expect(tabOfType(typeOfTab(tab))).toBe(tab);
    expect(typeOfTab("announcements")).toBe("announcement");
  });

  it("leave every tab unselected for Patch Notes", () => {
    expect(tabOfType("patch-notes")).toBeNull();
  });
});

describe("cardExcerpt", () => {
  it("ends the excerpt with three dots, in place of the server's ellipsis when cut", () => {
    expect(cardExcerpt("Short text.")).toBe("Short text....");
    expect(cardExcerpt("A longer text that was cut…")).toBe("A longer text that was cut...");
  });
});

describe("the admin form's payload", () => {
  const values: UpdateFormValues = {
    title: "Season 5 roadmap",
    updateType: "announcement",
    roadmapStage: "in-progress",
    gameTitle: "",
    featuredImage: "",
    tags: " roadmap, ,#co-op ",
    content: "Body",
  };

  it("splits comma-separated tags and sends a stage for roadmap updates only", () => {
    expect(splitTags(values.tags)).toEqual(["roadmap", "#co-op"]);
    expect(payloadOf(values)).toMatchObject({ roadmapStage: null, tags: ["roadmap", "#co-op"] });
    expect(payloadOf({ ...values, updateType: "roadmap" }).roadmapStage).toBe("in-progress");
    expect(payloadOf({ ...values, updateType: "" }).updateType).toBeUndefined();
  });

  it("sends only the changed fields of an edit, with the stage when the type becomes roadmap", () => {
    expect(changedPayloadOf(values, values)).toEqual({});
    expect(changedPayloadOf({ ...values, title: "Season 5 plans" }, values)).toEqual({
      title: "Season 5 plans",
    });
    expect(changedPayloadOf({ ...values, updateType: "roadmap" }, values)).toEqual({
      updateType: "roadmap",
      roadmapStage: "in-progress",
    });
  });
});
