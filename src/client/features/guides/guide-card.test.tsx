import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GuideSummary } from "../../../shared/guides";
import { MemoryRouter } from "../../lib/router";
import { GuideCard } from "./guide-card";

const GUIDE: GuideSummary = {
  id: 3,
  title: "Redstone Basics",
  description: "Wires, torches and repeaters.",
  game: "Minecraft",
  gameSlug: "minecraft",
  difficulty: "Beginner",
  readTime: 8,
  rating: 0,
  ratingCount: 0,
  views: 1,
  author: "Ada",
  publishedAt: "2026-01-05T10:00:00.000Z",
  thumbnail: "/images/guides/redstone.webp",
  tags: [],
};

function text(views: number): string {
  return renderToString(
    <MemoryRouter>
      <GuideCard guide={{ ...GUIDE, views }} priority={false} />
    </MemoryRouter>,
  )
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("a guide card's views", () => {
  it("reads '1 view' for one view, never '1 views'", () => {
    expect(text(1)).toContain("1 view ");
    expect(text(1)).not.toContain("1 views");
  });

  it("reads the plural for other counts", () => {
    expect(text(0)).toContain("0 views");
    expect(text(1234)).toContain("1,234 views");
  });
});
