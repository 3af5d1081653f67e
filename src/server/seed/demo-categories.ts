import { NEWS_CATEGORY } from "../features/news/news-category";
import type { DemoCategorySlug } from "./demo-posts";

/** The news categories of the blog's filter. */
export const DEMO_CATEGORIES: readonly {
  slug: DemoCategorySlug;
  name: string;
  description: string;
  color: string;
  icon: string;
}[] = [
  NEWS_CATEGORY,
  {
    slug: "reviews",
    name: "Reviews",
    description: "Honest, in-depth verdicts on the games worth your time.",
    color: "#9333ea",
    icon: "star",
  },
  {
    slug: "guides",
    name: "Guides",
    description: "Tips, walkthroughs and how-tos to sharpen your play.",
    color: "#22c55e",
    icon: "book-open",
  },
  {
    slug: "esports",
    name: "Esports",
    description: "Tournaments, teams and the competitive scene.",
    color: "#0ea5e9",
    icon: "trophy",
  },
  {
    slug: "hardware",
    name: "Hardware",
    description: "PCs, consoles, handhelds and the gear that runs them.",
    color: "#14b8a6",
    icon: "cpu",
  },
  {
    slug: "industry",
    name: "Industry",
    description: "The business, people and culture behind the games.",
    color: "#ef4444",
    icon: "building",
  },
];
