import { describe, expect, it } from "vitest";
import type { Ranking } from "../../../shared/gamification";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp } from "../../test/test-app";

describe("the leaderboard leaves staff off", () => {
  it("lists members only and ranks them among members, on every board", async () => {
    // A Monday, so the week's board is the calendar week's.
    const t = await createTestApp({ seed: false, startAt: new Date("2026-11-02T10:00:00.000Z") });
    try {
      const make = async () => {
        const browser = new AccountClient(t.app);
        const user = await browser.register(newIdentity("board"));
        await browser.login(user.username, user.password, true);
        return { browser, user };
      };
      const [admin, player, other] = [await make(), await make(), await make()];
      await t.database.db
        .updateTable("users")
        .set({ isAdmin: true })
        .where("id", "=", admin.user.id)
        .execute();
      // The administrator earns the most; the player the second most.
      for (const entry of [admin, player]) await entry.browser.post("/api/gamification/log/login");
      await admin.browser.post("/api/gamification/initialize", {});

      for (const period of ["all", "week", "month"]) {
        const ranking = (
          await player.browser.get(`/api/gamification/ranking/${player.user.id}?period=${period}`)
        ).json<Ranking>();
        expect(ranking.topUsers.map((row) => row.id)).not.toContain(admin.user.id);
        expect(ranking.topUsers[0]).toMatchObject({ id: player.user.id, rank: 1 });
        expect(ranking).toMatchObject({ rank: 1, totalUsers: 2 });
      }
      const last = (
        await other.browser.get(`/api/gamification/ranking/${other.user.id}?period=all`)
      ).json<Ranking>();
      expect(last).toMatchObject({ rank: 2, totalUsers: 2 });
    } finally {
      await t.close();
    }
  });
});
