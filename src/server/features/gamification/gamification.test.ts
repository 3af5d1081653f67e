import { beforeAll, describe, expect, it } from "vitest";
import type { BlogListReply } from "../../../shared/blog";
import type {
  AchievementsReply,
  AwardReply,
  CheckInReply,
  LevelData,
  PublicProfile,
  Ranking,
} from "../../../shared/gamification";
import { DAY_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp, latestNoonUtc } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { expectLedgerMatchesTotals } from "./ledger-check";

/**
 * The gamification API (`/api/gamification/*`) over real HTTP and a real
 * database: amounts come from the server's rules, each event is credited once, and every
 * write acts for the session's user.
 */
const t = testAppForFile({ startAt: latestNoonUtc() });
let postIds: number[];

beforeAll(async () => {
  const { posts } = (
    await t.app.inject({ method: "GET", url: "/api/blog?limit=12" })
  ).json<BlogListReply>();
  postIds = posts.map((post) => post.id);
});

async function player(prefix = "gamer") {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity(prefix));
  // Remembered (30 days): tests move the clock by days, past a browser session's 24 hours.
  await browser.login(user.username, user.password, true);
  return { browser, user };
}

function article(index: number): number {
  const id = postIds[index];
  if (id === undefined) throw new Error(`no seeded article ${index}`);
  return id;
}

describe("permissions", () => {
  const reads = ["level", "achievements", "ranking"];
  const writes: [string, Record<string, unknown>][] = [
    ["/api/gamification/initialize", {}],
    ["/api/gamification/log/login", {}],
    ["/api/gamification/log/article-read", { articleId: 1 }],
    ["/api/gamification/log/comment-posted", { commentId: 1 }],
    ["/api/gamification/log/content-share", { contentType: "article", contentId: 1 }],
    [
      "/api/gamification/achievements/toggle-featured",
      { achievementId: "welcome", isFeatured: true },
    ],
  ];

  it("needs a session to read (401)", async () => {
    const { user } = await player();
    const anonymous = new AccountClient(t.app);
    for (const read of reads) {
      const response = await anonymous.get(`/api/gamification/${read}/${user.id}`);
      expect(response.statusCode, read).toBe(401);
    }
    expect((await anonymous.get(`/api/users/${user.id}`)).statusCode).toBe(401);
  });

  it("needs a session to write (401)", async () => {
    const anonymous = new AccountClient(t.app);
    for (const [url, body] of writes) {
      expect((await anonymous.post(url, body)).statusCode, url).toBe(401);
    }
  });

  it("refuses a userId that is not the session's (403) and credits nothing", async () => {
    const { browser } = await player();
    const { user: victim } = await player("victim");
    for (const [url, body] of writes) {
      const response = await browser.post(url, { ...body, userId: victim.id });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: "You can only do this for your own account" });
    }
    const level = (await browser.get(`/api/gamification/level/${victim.id}`)).json<LevelData>();
    expect(level.currentExperience).toBe(0);
  });

  it("answers 404 for unknown users, articles, comments and achievements", async () => {
    const { browser, user } = await player();
    for (const read of reads) {
      const response = await browser.get(`/api/gamification/${read}/999999`);
      expect(response.statusCode, read).toBe(404);
      expect(response.json()).toEqual({ error: "User not found" });
    }
    expect((await browser.get("/api/users/999999")).statusCode).toBe(404);
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/gamification/log/article-read", { articleId: 999999 }, "Article not found"],
      ["/api/gamification/log/comment-posted", { commentId: 999999 }, "Comment not found"],
      [
        "/api/gamification/log/content-share",
        { contentType: "article", contentId: "999999" },
        "Article not found",
      ],
      [
        "/api/gamification/log/content-share",
        { contentType: "article", contentId: "not-a-number" },
        "Article not found",
      ],
      [
        "/api/gamification/log/content-share",
        { contentType: "spaceship", contentId: 1 },
        "Content not found",
      ],
      [
        "/api/gamification/log/content-share",
        { contentType: "constructor", contentId: 1 },
        "Content not found",
      ],
      [
        "/api/gamification/log/content-share",
        { contentType: "article-like", contentId: "999999" },
        "Article not found",
      ],
      [
        "/api/gamification/achievements/toggle-featured",
        { achievementId: "no-such-thing", isFeatured: true },
        "Achievement not found",
      ],
    ];
    for (const [url, body, error] of cases) {
      const response = await browser.post(url, { ...body, userId: user.id });
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toEqual({ error });
    }
    // Nothing was credited by any of them.
    const level = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    expect(level.points).toBe(0);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("answers 400 with a readable message for bad input", async () => {
    const { browser } = await player();
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/gamification/log/article-read", {}, "Article id is required"],
      ["/api/gamification/log/article-read", { articleId: -3 }, "Article id must be positive"],
      ["/api/gamification/log/comment-posted", { commentId: "abc" }, "Comment id is required"],
      [
        "/api/gamification/log/content-share",
        { contentType: "article", contentId: "" },
        "Content id is required",
      ],
      ["/api/gamification/log/login", { userId: "me" }, "User id must be a number"],
      [
        "/api/gamification/achievements/toggle-featured",
        { achievementId: "welcome" },
        "isFeatured must be true or false",
      ],
    ];
    for (const [url, body, message] of cases) {
      const response = await browser.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    const badPeriod = await browser.get("/api/gamification/ranking/1?period=decade");
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json<{ error: string }>().error).toContain(
      "Period must be all, week or month",
    );
  });
});

describe("levels", () => {
  it("starts a new user at level 1 'Novice' with level 2 'Amateur' at 100 experience", async () => {
    const { browser, user } = await player();
    const level = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    expect(level).toMatchObject({
      currentLevel: 1,
      currentRank: "Novice",
      currentExperience: 0,
      requiredExperience: 100,
      progressPercent: 0,
      nextLevel: { level: 2, name: "Amateur", requiredExperience: 100 },
    });
  });

  it("raises the level with experience and reports it in /api/user", async () => {
    const { browser, user } = await player();
    // Reads (10 XP each) and their achievements push the user past 100 XP.
    for (let index = 0; index < 10; index += 1) {
      await browser.post("/api/gamification/log/article-read", { articleId: article(index) });
    }
    const level = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    expect(level.currentLevel).toBeGreaterThanOrEqual(2);
    expect(level.currentExperience).toBeGreaterThanOrEqual(100);
    const me = (await browser.get("/api/user")).json<{ level: number; experience: number }>();
    expect(me.level).toBe(level.currentLevel);
    expect(me.experience).toBe(level.currentExperience);
  });
});

describe("daily check-in", () => {
  it("credits once per UTC day, continues the streak the next day and breaks it after a gap", async () => {
    const { browser, user } = await player();
    const first = (
      await browser.post("/api/gamification/log/login", { userId: user.id })
    ).json<CheckInReply>();
    expect(first).toMatchObject({ pointsEarned: 10, streak: 1, alreadyCredited: false });
    expect(first.unlockedAchievements.map((entry) => entry.title)).toContain("First Check-In");

    const again = (await browser.post("/api/gamification/log/login", {})).json<CheckInReply>();
    expect(again).toMatchObject({ pointsEarned: 0, streak: 1, alreadyCredited: true });
    expect(again.unlockedAchievements).toEqual([]);

    t.clock.advance(DAY_MS);
    const nextDay = (await browser.post("/api/gamification/log/login", {})).json<CheckInReply>();
    expect(nextDay).toMatchObject({ pointsEarned: 15, streak: 2 });

    t.clock.advance(DAY_MS);
    const third = (await browser.post("/api/gamification/log/login", {})).json<CheckInReply>();
    expect(third).toMatchObject({ pointsEarned: 20, streak: 3 });
    expect(third.unlockedAchievements.map((entry) => entry.title)).toContain("On a Roll");

    const profile = (await browser.get(`/api/users/${user.id}`)).json<PublicProfile>();
    expect(profile).toMatchObject({ loginStreak: 3, checkedInToday: true });

    t.clock.advance(2 * DAY_MS);
    const lapsed = (await browser.get(`/api/users/${user.id}`)).json<PublicProfile>();
    expect(lapsed).toMatchObject({ loginStreak: 0, checkedInToday: false });
    const afterGap = (await browser.post("/api/gamification/log/login", {})).json<CheckInReply>();
    expect(afterGap).toMatchObject({ pointsEarned: 10, streak: 1 });
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("credits 50 concurrent identical check-ins once", async () => {
    const { browser, user } = await player();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => browser.post("/api/gamification/log/login", {})),
    );
    const earned = replies.map((reply) => reply.json<CheckInReply>().pointsEarned);
    expect(earned.filter((points) => points > 0)).toEqual([10]);
    const level = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    expect(level.points).toBe(10 + 10); // the check-in and the 'First Check-In' reward
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });
});

describe("activity awards", () => {
  it("credits an article read once per article and unlocks 'First Read' with its reward", async () => {
    const { browser, user } = await player();
    const body = { userId: user.id, articleId: article(0), articleTitle: "Anything" };
    const first = (
      await browser.post("/api/gamification/log/article-read", body)
    ).json<AwardReply>();
    expect(first).toMatchObject({ pointsEarned: 5, experienceEarned: 10, alreadyCredited: false });
    expect(first.unlockedAchievements).toEqual([
      expect.objectContaining({ id: "first-read", title: "First Read", isCompleted: true }),
    ]);
    // 5 for the read + 10 for the achievement.
    expect(first.points).toBe(15);
    // A second call reports what the read earned and credits nothing more.
    const second = (
      await browser.post("/api/gamification/log/article-read", body)
    ).json<AwardReply>();
    expect(second).toMatchObject({ pointsEarned: 5, alreadyCredited: true, points: 15 });
    expect(second.unlockedAchievements).toEqual([]);
  });

  it("credits 50 concurrent reads of one article once", async () => {
    const { browser, user } = await player();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        browser.post("/api/gamification/log/article-read", { articleId: article(1) }),
      ),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const credited = replies.filter((reply) => !reply.json<AwardReply>().alreadyCredited);
    expect(credited).toHaveLength(1);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("credits a comment when it is posted; log/comment-posted only reports it", async () => {
    const { browser, user } = await player();
    const comment = await browser.post(`/api/blog/${article(2)}/comments`, {
      content: "Great write-up!",
    });
    expect(comment.statusCode).toBe(201);
    const posted = comment.json<{ id: number; award: AwardReply }>();
    expect(posted.award).toMatchObject({
      pointsEarned: 10,
      experienceEarned: 15,
      alreadyCredited: false,
    });
    expect(posted.award.unlockedAchievements.map((entry) => entry.title)).toEqual(["First Words"]);
    const commentId = posted.id;
    for (let call = 0; call < 2; call += 1) {
      const logged = (
        await browser.post("/api/gamification/log/comment-posted", { userId: user.id, commentId })
      ).json<AwardReply>();
      expect(logged).toMatchObject({
        pointsEarned: 10,
        experienceEarned: 15,
        alreadyCredited: true,
        points: posted.award.points,
        unlockedAchievements: [],
      });
    }
    await expectLedgerMatchesTotals(t.database.db, user.id);

    const { browser: other } = await player("other");
    const stolen = await other.post("/api/gamification/log/comment-posted", { commentId });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ error: "You can only log your own comments" });
  });

  it("pays at most 5 shares a UTC day, each content once a day, and counts the rest", async () => {
    const { browser, user } = await player();
    const share = (contentId: number, platform = "twitter") =>
      browser
        .post("/api/gamification/log/content-share", {
          userId: user.id,
          contentType: "article",
          contentId,
          platform,
        })
        .then((reply) => reply.json<AwardReply>());
    expect((await share(article(0), "facebook")).pointsEarned).toBe(5);
    expect((await share(article(0))).alreadyCredited).toBe(true);
    for (let index = 1; index <= 4; index += 1) {
      expect((await share(article(index))).pointsEarned).toBe(5);
    }
    const sixth = await share(article(5));
    expect(sixth).toMatchObject({ pointsEarned: 0, alreadyCredited: false });

    const { achievements, inProgress } = (
      await browser.get(`/api/gamification/achievements/${user.id}`)
    ).json<AchievementsReply>();
    expect(achievements.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(["first-share", "facebook-share"]),
    );
    expect(inProgress.find((entry) => entry.id === "shares-10")).toMatchObject({
      progress: 6,
      requirement: { count: 10 },
    });

    t.clock.advance(DAY_MS);
    expect((await share(article(0))).pointsEarned).toBe(5);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("credits a like when it is made, once per article; the log reports it (409 without a like)", async () => {
    const { browser, user } = await player();
    const like = { contentType: "article-like", contentId: String(article(3)) };
    const early = await browser.post("/api/gamification/log/content-share", like);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: "Like the article before logging the like" });
    const liked = (await browser.post(`/api/blog/${article(3)}/like`)).json<{
      liked: boolean;
      award: AwardReply | null;
    }>();
    expect(liked.liked).toBe(true);
    expect(liked.award).toMatchObject({ pointsEarned: 5, alreadyCredited: false });
    expect(liked.award?.unlockedAchievements.map((entry) => entry.id)).toEqual(["first-like"]);
    const logged = (
      await browser.post("/api/gamification/log/content-share", like)
    ).json<AwardReply>();
    expect(logged).toMatchObject({ pointsEarned: 5, alreadyCredited: true });
    expect(logged.unlockedAchievements).toEqual([]);

    // Unliking earns nothing; liking again is the same like: nothing more.
    const unliked = (await browser.post(`/api/blog/${article(3)}/like`)).json<{
      liked: boolean;
      award: AwardReply | null;
    }>();
    expect(unliked).toMatchObject({ liked: false, award: null });
    t.clock.advance(DAY_MS);
    const again = (await browser.post(`/api/blog/${article(3)}/like`)).json<{
      award: AwardReply | null;
    }>();
    expect(again.award).toMatchObject({ pointsEarned: 0, alreadyCredited: true });
    const level = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    expect(level.points).toBe(liked.award?.points);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });
});

describe("initialisation and achievements", () => {
  it("is idempotent: the welcome achievement once, after activity already counted", async () => {
    const { browser, user } = await player();
    const comment = await browser.post(`/api/blog/${article(4)}/comments`, {
      content: "Before initialising",
    });
    // The comment's own reply carries its points and 'First Words'.
    expect(
      comment.json<{ award: AwardReply }>().award.unlockedAchievements.map((entry) => entry.id),
    ).toEqual(["first-comment"]);
    const first = await browser.post("/api/gamification/initialize", { userId: user.id });
    expect(first.statusCode).toBe(200);
    expect(
      first
        .json<{ unlockedAchievements: { id: string }[] }>()
        .unlockedAchievements.map((entry) => entry.id),
    ).toEqual(["welcome"]);
    const second = await browser.post("/api/gamification/initialize", { userId: user.id });
    expect(second.json()).toEqual({ initialized: true, unlockedAchievements: [] });
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("returns { achievements, inProgress } with the catalogue's fields", async () => {
    const { browser, user } = await player();
    await browser.post("/api/gamification/initialize", {});
    const reply = (
      await browser.get(`/api/gamification/achievements/${user.id}`)
    ).json<AchievementsReply>();
    expect(reply.achievements).toEqual([
      {
        id: "welcome",
        achievementId: "welcome",
        userId: user.id,
        title: "Welcome Aboard",
        description: "Set up your gaming profile.",
        category: "account",
        icon: "welcome",
        pointsAwarded: 10,
        experienceAwarded: 10,
        requirement: { count: 1 },
        rarity: "common",
        progress: 1,
        isCompleted: true,
        unlockedAt: expect.any(String),
        isFeatured: false,
        showcaseOrder: null,
      },
    ]);
    // Its 10 points put 'High Scorer' (1,000 points) in progress.
    expect(reply.inProgress.map((entry) => entry.id)).toContain("points-1000");
  });

  it("features only unlocked achievements and orders the showcase by featuring time", async () => {
    const { browser, user } = await player();
    const locked = await browser.post("/api/gamification/achievements/toggle-featured", {
      userId: user.id,
      achievementId: "welcome",
      isFeatured: true,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ error: "Only unlocked achievements can be featured" });

    await browser.post("/api/gamification/initialize", {});
    await browser.post("/api/gamification/log/login", {});
    const feature = (achievementId: string, isFeatured: boolean) =>
      browser.post("/api/gamification/achievements/toggle-featured", {
        userId: user.id,
        achievementId,
        isFeatured,
      });
    const featured = await feature("first-check-in", true);
    expect(featured.statusCode).toBe(200);
    expect(featured.json()).toMatchObject({
      achievement: { id: "first-check-in", isFeatured: true, showcaseOrder: 1 },
    });
    t.clock.advance(1000);
    await feature("welcome", true);
    let { achievements } = (
      await browser.get(`/api/gamification/achievements/${user.id}`)
    ).json<AchievementsReply>();
    const showcase = (list: AchievementsReply["achievements"]) =>
      Object.fromEntries(list.map((entry) => [entry.id, entry.showcaseOrder]));
    expect(showcase(achievements)).toEqual({ "first-check-in": 1, welcome: 2 });

    const unfeatured = await feature("first-check-in", false);
    expect(unfeatured.json()).toMatchObject({
      achievement: { isFeatured: false, showcaseOrder: null },
    });
    ({ achievements } = (
      await browser.get(`/api/gamification/achievements/${user.id}`)
    ).json<AchievementsReply>());
    expect(showcase(achievements)).toEqual({ "first-check-in": null, welcome: 1 });
  });
});

describe("public profile", () => {
  it("shows another member's public fields and never their e-mail", async () => {
    const { browser } = await player();
    const { user: other } = await player("shown");
    const response = await browser.get(`/api/users/${other.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<PublicProfile>();
    expect(profile).toMatchObject({ id: other.id, username: other.username, level: 1, points: 0 });
    expect(JSON.stringify(profile)).not.toContain(other.email ?? "@");
  });
});

describe("ranking", () => {
  it("ranks by points with ties sharing a rank, and counts every user", async () => {
    // A Monday: eight days later is the next calendar week and still the same month.
    const ranking = await createTestApp({
      seed: false,
      startAt: new Date("2026-11-02T10:00:00.000Z"),
    });
    try {
      const make = async () => {
        const browser = new AccountClient(ranking.app);
        const user = await browser.register(newIdentity("ranked"));
        await browser.login(user.username, user.password, true);
        return { browser, user };
      };
      const [first, tiedA, tiedB, last] = [await make(), await make(), await make(), await make()];
      // 20 (check-in + its achievement), 20, 20, 0 → ranks 1, 1, 1, 4; then first pulls ahead.
      for (const entry of [first, tiedA, tiedB]) {
        await entry.browser.post("/api/gamification/log/login", {});
      }
      const rankOf = async (entry: typeof first, period = "all") =>
        (
          await entry.browser.get(`/api/gamification/ranking/${entry.user.id}?period=${period}`)
        ).json<Ranking>();
      expect(await rankOf(tiedA)).toMatchObject({ rank: 1, totalUsers: 4 });
      expect(await rankOf(last)).toMatchObject({ rank: 4, totalUsers: 4 });

      await first.browser.post("/api/gamification/initialize", {});
      const board = await rankOf(last);
      expect(board.topUsers.map((row) => [row.id, row.points, row.rank])).toEqual([
        [first.user.id, 30, 1],
        [tiedA.user.id, 20, 2],
        [tiedB.user.id, 20, 2],
        [last.user.id, 0, 4],
      ]);
      expect(board.topUsers[0]).toMatchObject({
        username: first.user.username,
        level: 1,
        rankTitle: "Novice",
      });
      expect((await rankOf(tiedB)).rank).toBe(2);

      // The next week's board only counts what was earned that week; the month's counts both.
      ranking.clock.advance(8 * DAY_MS);
      await last.browser.post("/api/gamification/log/login", {});
      const weekly = await rankOf(first, "week");
      expect(weekly).toMatchObject({ period: "week", rank: 2, totalUsers: 4 });
      expect(weekly.topUsers.map((row) => [row.id, row.points, row.rank])).toEqual([
        [last.user.id, 20, 1],
      ]);
      expect((await rankOf(first, "month")).rank).toBe(1);

      // Deleting an account takes it off the board.
      await ranking.database.db.deleteFrom("users").where("id", "=", last.user.id).execute();
      expect(await rankOf(first)).toMatchObject({ rank: 1, totalUsers: 3 });

      // Totals in other blocks of the histogram (1,024 points each) rank the same way.
      const setPoints = (id: number, points: number) =>
        ranking.database.db.updateTable("users").set({ points }).where("id", "=", id).execute();
      await setPoints(tiedA.user.id, 5000);
      await setPoints(first.user.id, 2048);
      expect(await rankOf(tiedB)).toMatchObject({ rank: 3, totalUsers: 3 });
      expect((await rankOf(first)).rank).toBe(2);
      await setPoints(tiedA.user.id, 20);
      expect((await rankOf(first)).rank).toBe(1);
      expect((await rankOf(tiedA)).rank).toBe(2);
    } finally {
      await ranking.close();
    }
  });
});

describe("demo members", () => {
  it("give a new site a leaderboard whose ledgers agree with the totals", async () => {
    const { browser, user } = await player();
    const board = (await browser.get(`/api/gamification/ranking/${user.id}`)).json<Ranking>();
    const names = board.topUsers.map((row) => row.username);
    expect(names.slice(0, 3)).toEqual(["NovaStrike", "PixelPaladin", "RetroRaccoon"]);
    for (const row of board.topUsers.filter((entry) => entry.points > 0)) {
      await expectLedgerMatchesTotals(t.database.db, row.id);
    }
    const signIn = await new AccountClient(t.app).post("/api/login", {
      username: "NovaStrike",
      password: "!demo-member-cannot-sign-in",
    });
    expect(signIn.statusCode).toBe(401);
  });
});
