/** What other features use of forum: they import it from here, never from its files. */
export { forumSearchSource } from "./forum-search-source";
export { findUsersByUsernameKeys, recordNewMentions } from "./mentions.repo";
export { countThreadView, threadViewerKey } from "./thread-views";
export { lockMembers } from "./votes.repo";
