/** The updates' RSS 2.0 feed (GET /developer-updates/rss.xml, served by the server). */
export const UPDATES_FEED_HREF = "/developer-updates/rss.xml";
