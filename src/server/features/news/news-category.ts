/** The blog category imported news is filed under; the demo seed lists it among the others. */
export const NEWS_CATEGORY = {
  slug: "gaming-news",
  name: "Gaming News",
  description: "Announcements, launches and updates from across the gaming world.",
  color: "#ff5e00",
  icon: "newspaper",
} as const;
