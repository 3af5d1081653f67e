/** Members' reports of posts and the admins' decisions on them, for every topic with posts. */
export type { FlagTables } from "./content-flags.repo";
export {
  type FlagAction,
  type FlagContext,
  type FlaggedPost,
  type FlagRules,
  listReportedPosts,
  type ReportedPost,
  reportPost,
  resolveReport,
} from "./content-flags.service";
export { ESTABLISHED_POSTS } from "./flag-weight";
