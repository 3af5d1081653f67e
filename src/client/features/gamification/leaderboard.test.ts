import { describe, expect, it } from "vitest";
import { parseLeaderboardPeriod, rankMedalFor } from "./leaderboard";

describe("rankMedalFor", () => {
  it("gives the top three ranks their special icons", () => {
    expect(rankMedalFor(1)).toBe("gold");
    expect(rankMedalFor(2)).toBe("silver");
    expect(rankMedalFor(3)).toBe("bronze");
  });

  it("gives no special icon from rank 4 on", () => {
    expect(rankMedalFor(4)).toBeNull();
    expect(rankMedalFor(10)).toBeNull();
    expect(rankMedalFor(0)).toBeNull();
  });
});

describe("parseLeaderboardPeriod", () => {
  it("reads all, week and month", () => {
    expect(parseLeaderboardPeriod("week")).toBe("week");
    expect(parseLeaderboardPeriod("month")).toBe("month");
    expect(parseLeaderboardPeriod("all")).toBe("all");
  });

  it("treats a missing or unknown period as all time", () => {
    expect(parseLeaderboardPeriod(null)).toBe("all");
    expect(parseLeaderboardPeriod("year")).toBe("all");
    expect(parseLeaderboardPeriod("WEEK")).toBe("all");
  });
});
