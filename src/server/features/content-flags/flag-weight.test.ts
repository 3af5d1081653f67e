import { describe, expect, it } from "vitest";
import {
  ESTABLISHED_ACCOUNT_DAYS,
  ESTABLISHED_POSTS,
  type ReporterStanding,
  reportsHidePost,
  reportWeightInQuarters,
} from "./flag-weight";

const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const fresh: ReporterStanding = { accountCreatedAt: now, acceptedPosts: 0, isAdmin: false };
const oldOnly: ReporterStanding = { ...fresh, accountCreatedAt: daysAgo(ESTABLISHED_ACCOUNT_DAYS) };
const activeOnly: ReporterStanding = { ...fresh, acceptedPosts: ESTABLISHED_POSTS };
const established: ReporterStanding = { ...oldOnly, acceptedPosts: ESTABLISHED_POSTS };
const admin: ReporterStanding = { ...fresh, isAdmin: true };
const member = { isAdmin: false };

describe("a report's weight", () => {
  it("is a quarter for a new account with no accepted posts", () => {
    expect(reportWeightInQuarters(fresh, now)).toBe(1);
    expect(
      reportWeightInQuarters(
        {
          ...fresh,
          accountCreatedAt: daysAgo(ESTABLISHED_ACCOUNT_DAYS - 0.01),
          acceptedPosts: ESTABLISHED_POSTS - 1,
        },
        now,
      ),
    ).toBe(1);
  });

  it("is a half for an old account or an active one, whole for both and for admins", () => {
    expect(reportWeightInQuarters(oldOnly, now)).toBe(2);
    expect(reportWeightInQuarters(activeOnly, now)).toBe(2);
    expect(reportWeightInQuarters(established, now)).toBe(4);
    expect(reportWeightInQuarters(admin, now)).toBe(4);
  });
});

describe("hiding by reports", () => {
  it("needs three established members", () => {
    expect(reportsHidePost([established, established], member, now)).toBe(false);
    expect(reportsHidePost([established, established, established], member, now)).toBe(true);
  });

  it("does not give three, or eleven, brand-new accounts the power to hide", () => {
    expect(reportsHidePost(Array(3).fill(fresh), member, now)).toBe(false);
    expect(reportsHidePost(Array(11).fill(fresh), member, now)).toBe(false);
    expect(reportsHidePost(Array(12).fill(fresh), member, now)).toBe(true);
  });

  it("adds halves and quarters exactly", () => {
    expect(reportsHidePost([oldOnly, activeOnly, established, fresh, fresh], member, now)).toBe(
      false,
    );
    expect(
      reportsHidePost([oldOnly, activeOnly, established, fresh, fresh, fresh, fresh], member, now),
    ).toBe(true);
  });

  it("never hides an admin's post, nor counts when nobody reported", () => {
    expect(reportsHidePost(Array(20).fill(established), { isAdmin: true }, now)).toBe(false);
    expect(reportsHidePost([], member, now)).toBe(false);
    expect(reportsHidePost([established, established, established], null, now)).toBe(true);
  });
});
