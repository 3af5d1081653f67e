import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../../shared/time-units";
import { compareTrending, trendingScores, voteWeight } from "./feedback-trending";

const now = new Date("2026-11-20T12:00:00.000Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe("trending weights", () => {
  it("halves a vote's weight every seven days", () => {
    expect(voteWeight(now, now)).toBe(1);
    expect(voteWeight(ago(7), now)).toBeCloseTo(0.5, 10);
    expect(voteWeight(ago(14), now)).toBeCloseTo(0.25, 10);
    expect(voteWeight(ago(3.5), now)).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it("sums each item's votes and orders by score, then votes, then newest", () => {
    const scores = trendingScores(
      [
        { feedbackId: 1, createdAt: ago(7).toISOString() },
        { feedbackId: 1, createdAt: ago(7) },
        { feedbackId: 2, createdAt: ago(0.1) },
      ],
      now,
    );
    expect(scores.get(1)).toBeCloseTo(1, 10);
    expect(scores.get(2)).toBeGreaterThan(0.99);
    const candidates = [
      { id: 3, votes: 9, createdAt: ago(40).toISOString() },
      { id: 4, votes: 9, createdAt: ago(2).toISOString() },
      { id: 1, votes: 2, createdAt: ago(10).toISOString() },
      { id: 2, votes: 1, createdAt: ago(1).toISOString() },
    ];
    expect(candidates.sort(compareTrending(scores)).map((item) => item.id)).toEqual([1, 2, 4, 3]);
  });
});
