import { describe, expect, it } from "vitest";
import { FAQ_ENTRIES } from "../../../shared/faq";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile();

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
}

describe("server-rendered heads of the games, guides and FAQ pages", () => {
  it("writes the FAQ's questions as FAQPage structured data matching the page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/faq" });
    expect(response.statusCode).toBe(200);
    const faq = jsonLd(response.body).find((data) => data["@type"] === "FAQPage");
    const entries = (faq?.mainEntity ?? []) as { name: string }[];
    const questions = entries.map((entry) => entry.name);
    expect(questions).toEqual(FAQ_ENTRIES.map((entry) => entry.question));
  });

  it("gives a guide its title and Article data, and answers 404 for an unknown or non-numeric id", async () => {
    const seven = await t.app.inject({ method: "GET", url: "/guides/7" });
    expect(seven.statusCode).toBe(200);
    expect(seven.body).toContain(
      "<title>Advanced GTA V Modding: Custom Vehicles, Maps and Performance | GameHub</title>",
    );
    expect(jsonLd(seven.body).some((data) => data["@type"] === "Article")).toBe(true);
    for (const id of ["999", "abc", "guide-7"]) {
      const missing = await t.app.inject({ method: "GET", url: `/guides/${id}` });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.body).toContain("<title>Guide Not Found | GameHub</title>");
      expect(missing.body).toContain("The guide you&#x27;re looking for doesn&#x27;t exist");
      expect(missing.body).not.toContain("GTA V Modding for Beginners");
    }
  });

  it("gives a game hub its title and answers 404 for an unknown game", async () => {
    const hub = await t.app.inject({ method: "GET", url: "/games/red-dead-redemption" });
    expect(hub.statusCode).toBe(200);
    expect(hub.body).toContain("<title>Red Dead Redemption 2 | GameHub</title>");
    const missing = await t.app.inject({ method: "GET", url: "/games/not-a-game" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<title>Game Not Found | GameHub</title>");
  });
});
