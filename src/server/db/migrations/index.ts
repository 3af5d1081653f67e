import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as accounts from "./0002-accounts";
import * as blog from "./0003-blog";
import * as gamification from "./0004-gamification";
import * as mailOutbox from "./0005-mail-outbox";
import * as authHardening from "./0006-auth-hardening";
import * as awardsHardening from "./0007-awards-hardening";
import * as remoteImages from "./0008-remote-images";
import * as forum from "./0009-forum";
import * as feedbackAndUpdates from "./0010-feedback-and-updates";
import * as gamesGuidesContact from "./0011-games-guides-contact";
import * as liveStreams from "./0012-live-streams";
import * as retroArcade from "./0013-retro-arcade";
import * as siteSearch from "./0014-site-search";
import * as adminPanel from "./0015-admin-panel";
import * as searchGinDirect from "./0016-search-gin-direct";
import * as userKeysByteOrder from "./0017-user-keys-byte-order";
import * as logoKeysByGame from "./0018-logo-keys-by-game";
import * as moderationIntegrity from "./0019-moderation-integrity";
import * as accountNotices from "./0020-account-notices";
import * as periodRankHistograms from "./0021-period-rank-histograms";
import * as forumListExcerpts from "./0022-forum-list-excerpts";

/**
 * Append-only: a released migration is never edited; a change is a new entry. Names sort in
 * the order they run. Listed in code (not read from a folder) so the bundled server has them.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-accounts": accounts,
  "0003-blog": blog,
  "0004-gamification": gamification,
  "0005-mail-outbox": mailOutbox,
  "0006-auth-hardening": authHardening,
  "0007-awards-hardening": awardsHardening,
  "0008-remote-images": remoteImages,
  "0009-forum": forum,
  "0010-feedback-and-updates": feedbackAndUpdates,
  "0011-games-guides-contact": gamesGuidesContact,
  "0012-live-streams": liveStreams,
  "0013-retro-arcade": retroArcade,
  "0014-site-search": siteSearch,
  "0015-admin-panel": adminPanel,
  "0016-search-gin-direct": searchGinDirect,
  "0017-user-keys-byte-order": userKeysByteOrder,
  "0018-logo-keys-by-game": logoKeysByGame,
  "0019-moderation-integrity": moderationIntegrity,
  "0020-account-notices": accountNotices,
  "0021-period-rank-histograms": periodRankHistograms,
  "0022-forum-list-excerpts": forumListExcerpts,
};
