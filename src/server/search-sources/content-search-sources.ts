import { blogSearchSource } from "../features/blog";
import { developerUpdatesSearchSource } from "../features/developer-updates";
import { feedbackSearchSource } from "../features/feedback";
import { forumSearchSource } from "../features/forum";
import { gamesSearchSource } from "../features/games";
import { guidesSearchSource } from "../features/guides";
import { liveStreamsSearchSource } from "../features/live-streams";
import { merchandiseSearchSource } from "../features/merchandise";
import { retroGamesSearchSource } from "../features/retro-games";
import type { SearchDocumentSource } from "../lib/search-source";

/**
 * Every kind of findable content, each loaded by the feature that owns it. The site search is
 * handed this list wherever an index is built (buildApp, the seed, the bench scripts), so the
 * search feature imports none of the features it indexes. A folder of its own because both
 * app.ts and the seed (which app.ts imports) read it.
 */
export const contentSearchSources: readonly SearchDocumentSource[] = [
  blogSearchSource,
  gamesSearchSource,
  guidesSearchSource,
  merchandiseSearchSource,
  forumSearchSource,
  developerUpdatesSearchSource,
  feedbackSearchSource,
  liveStreamsSearchSource,
  retroGamesSearchSource,
];
