import type { ColumnType, Generated } from "kysely";
import type { DeveloperUpdateType, RoadmapStage } from "../../shared/developer-updates-limits";
import type {
  FeedbackCategory,
  FeedbackPriority,
  FeedbackStatus,
  FeedbackType,
} from "../../shared/feedback-limits";
import type { GuideDifficulty } from "../../shared/guides-limits";
import type { NotificationKind } from "../../shared/notifications";

/**
 * Table types as the code sees them (camelCase; CamelCasePlugin maps them to snake_case columns).
 * Timestamps are ISO text on SQLite and timestamptz on PostgreSQL: read them with toIsoString.
 * Booleans are 0/1 on SQLite: read them with Boolean().
 */
type Timestamp = ColumnType<Date | string, string | undefined, string>;
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  createdAt: Timestamp;
}

export interface PostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string | null;
  categoryId: number;
  source: string | null;
  sourceUrl: string | null;
  authorName: string;
  authorAvatar: string | null;
  isFeatured: Flag;
  published: Flag;
  viewCount: ColumnType<number, number | undefined, number>;
  likeCount: ColumnType<number, number | undefined, number>;
  commentCount: ColumnType<number, number | undefined, number>;
  readTimeMinutes: number;
  authorId: number | null;
  /** The feed item's GUID or link, for posts that came from a news feed. */
  sourceGuid: string | null;
  publishedAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TagTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface PostTagTable {
  postId: number;
  tagId: number;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Stored lower-cased, so uniqueness is case-insensitive on both engines. */
  email: string;
  name: string | null;
  source: string;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  confirmationTokenHash: string | null;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  usernameKey: string;
  email: string | null;
  emailKey: string | null;
  passwordHash: string;
  displayName: string | null;
  avatar: string | null;
  isAdmin: Flag;
  emailVerifiedAt: Timestamp | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastTimeStep: number | null;
  points: ColumnType<number, number | undefined, number>;
  experience: ColumnType<number, number | undefined, number>;
  /** Derived from experience, kept beside it so the leaderboard needs no computation. */
  level: ColumnType<number, number | undefined, number>;
  loginStreak: ColumnType<number, number | undefined, number>;
  /** UTC day (YYYY-MM-DD) of the last daily check-in. */
  lastCheckInDay: string | null;
  /** Whether forum notifications are also sent by e-mail (off unless the member turns it on). */
  notificationEmails: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Added in 0015: until when an admin suspended the account (null: not suspended). */
  suspendedUntil: ColumnType<Date | string | null, string | null | undefined, string | null>;
  suspensionReason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  isPendingTwoFactor: Flag;
  rememberMe: Flag;
  captchaVerifiedUntil: Timestamp | null;
  userAgent: string | null;
  ipAddress: string | null;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
}

/** Password reset and e-mail verification links: single use, stored hashed. */
export interface OneTimeTokenTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** A session ended by a suspension, kept so its cookie is told why (migration 0020). */
export interface SuspendedSessionTable {
  tokenHash: string;
  userId: number;
  expiresAt: Timestamp;
}

export interface DeletionCodeTable {
  id: Generated<number>;
  userId: number;
  sessionId: number;
  codeHash: string;
  failedAttempts: ColumnType<number, number | undefined, number>;
  verifiedAt: Timestamp | null;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface AuthAttemptTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  createdAt: Timestamp;
}

/** One row per limited (kind, subject): locked while an attempt is checked and recorded. */
export interface AttemptLockTable {
  kind: string;
  subject: string;
  touchedAt: Timestamp;
}

/** A captcha challenge already solved once; kept until the challenge would have expired. */
export interface UsedCaptchaSolutionTable {
  solutionKey: string;
  expiresAt: Timestamp;
}

/** A like or a bookmark: one row per user and post. */
export interface PostReactionTable {
  userId: number;
  postId: number;
  createdAt: Timestamp;
}

export interface CommentTable {
  id: Generated<number>;
  postId: number;
  authorId: number | null;
  content: string;
  createdAt: Timestamp;
}

export interface JobRunTable {
  name: string;
  lastRunAt: Timestamp;
}

/** Append-only: every award of points and experience, with why and its idempotency key. */
export interface PointLedgerTable {
  id: Generated<number>;
  userId: number;
  reason: string;
  points: number;
  experience: number;
  idempotencyKey: string;
  createdAt: Timestamp;
}

/** Points earned per calendar period ('week:2026-11-16', 'month:2026-11'): derived from the ledger. */
export interface PeriodPointsTable {
  period: string;
  userId: number;
  points: number;
}

/** Activity counters (articles read, comments posted...) that achievements measure. */
export interface UserMetricTable {
  userId: number;
  metric: string;
  value: number;
}

export interface UserAchievementTable {
  userId: number;
  achievementId: string;
  unlockedAt: Timestamp;
  /** Set while the user features it; the order of featuring is the showcase order. */
  featuredAt: Timestamp | null;
}

/** How many users hold each points total: a rank is 1 + the users in higher buckets. */
export interface PointsBucketTable {
  points: number;
  userCount: number;
}

/** Users per block of 1,024 points totals (points / 1024): the coarse level of the histogram. */
export interface PointsBlockTable {
  block: number;
  userCount: number;
}

/** How many users earned each total in a week or month (kept by triggers on period_points). */
export interface PeriodPointsBucketTable {
  period: string;
  points: number;
  userCount: number;
}

/** Users per period and block of 256 totals (points / 256): the coarse level of a period's histogram. */
export interface PeriodPointsBlockTable {
  period: string;
  block: number;
  userCount: number;
}

export type MailStatus = "queued" | "sent" | "failed";

/** One e-mail: written with the action that causes it, sent later by the outbox worker. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** Added in 0011 for the contact form: replies reach the visitor, not the site. */
  replyTo: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  leaseOwner: string | null;
  leaseUntil: Timestamp | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
}

export interface Database {
  categories: CategoryTable;
  posts: PostTable;
  tags: TagTable;
  postTags: PostTagTable;
  newsletterSubscribers: NewsletterSubscriberTable;
  users: UserTable;
  sessions: SessionTable;
  suspendedSessions: SuspendedSessionTable;
  passwordResetTokens: OneTimeTokenTable;
  emailVerificationTokens: OneTimeTokenTable;
  deletionCodes: DeletionCodeTable;
  authAttempts: AuthAttemptTable;
  postLikes: PostReactionTable;
  postBookmarks: PostReactionTable;
  comments: CommentTable;
  jobRuns: JobRunTable;
  pointLedger: PointLedgerTable;
  periodPoints: PeriodPointsTable;
  userMetrics: UserMetricTable;
  userAchievements: UserAchievementTable;
  pointsBuckets: PointsBucketTable;
  pointsBlocks: PointsBlockTable;
  // 0021 a points histogram per week and month
  periodPointsBuckets: PeriodPointsBucketTable;
  periodPointsBlocks: PeriodPointsBlockTable;
  // 0005 mail outbox
  mailOutbox: MailOutboxTable;
  // 0006 auth hardening
  attemptLocks: AttemptLockTable;
  usedCaptchaSolutions: UsedCaptchaSolutionTable;
  // 0007 awards hardening
  postViews: PostViewTable;
  postListVersion: PostListVersionTable;
  // 0008 remote images
  remoteImages: RemoteImageTable;
  remoteImageVariants: RemoteImageVariantTable;
  // 0009 forum, notifications, social hub
  forumCategories: ForumCategoryTable;
  forumThreads: ForumThreadTable;
  forumThreadTags: ForumThreadTagTable;
  forumReplies: ForumReplyTable;
  forumThreadVotes: ForumThreadVoteTable;
  forumReplyVotes: ForumReplyVoteTable;
  forumThreadViews: ForumThreadViewTable;
  forumFlags: ForumFlagTable;
  notifications: NotificationTable;
  socialPosts: SocialPostTable;
  // 0010 developer updates, community feedback
  developerUpdates: DeveloperUpdateTable;
  feedbackItems: FeedbackItemTable;
  feedbackVotes: FeedbackVoteTable;
  feedbackComments: FeedbackCommentTable;
  feedbackFlags: FeedbackFlagTable;
  feedbackStatusChanges: FeedbackStatusChangeTable;
  // 0011 games, guides, contact, merchandise
  games: GameTable;
  gameLogos: GameLogoTable;
  gameSearchCounts: GameSearchCountTable;
  guides: GuideTable;
  guideRatings: GuideRatingTable;
  guideViews: GuideViewTable;
  contactMessages: ContactMessageTable;
  merchandiseItems: MerchandiseItemTable;
  merchandiseWaitlist: MerchandiseWaitlistTable;
  // 0012 live streams
  streamerApplications: StreamerApplicationTable;
  liveStreams: LiveStreamTable;
  // 0013 retro arcade
  retroGames: RetroGameTable;
  retroGameBundles: RetroGameBundleTable;
  searchDocuments: SearchDocumentTable;
  searchDocumentTags: SearchDocumentTagTable;
  searchWords: SearchWordTable;
  searchIndexState: SearchIndexStateTable;
  retroPlays: RetroPlayTable;
  // 0015 admin panel
  adminAuditLog: AdminAuditLogTable;
  newsletterIssues: NewsletterIssueTable;
  // 0019 moderation integrity
  postMentions: PostMentionTable;
}

/** A member a post has named, recorded once: they are told about it that one time. */
export interface PostMentionTable {
  postType: "thread" | "reply" | "feedback-comment";
  postId: number;
  userId: number;
  createdAt: Timestamp;
}

/** One admin action; append-only (database triggers refuse updates and deletes). */
export interface AdminAuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  beforeJson: string | null;
  afterJson: string | null;
  ip: string;
  createdAt: Timestamp;
}

/** A newsletter issue written in the admin panel; "draft" until sent, then "sent". */
export interface NewsletterIssueTable {
  id: Generated<number>;
  subject: string;
  body: string;
  status: ColumnType<"draft" | "sent", "draft" | "sent" | undefined, "draft" | "sent">;
  createdBy: number | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  recipientCount: ColumnType<number, number | undefined, number>;
}

/** A remote image downloaded once, by its source URL; served as /media/<id>.webp. */
export interface RemoteImageTable {
  id: Generated<number>;
  sourceUrl: string;
  width: number;
  height: number;
  createdAt: ColumnType<Date | string, string | undefined, never>;
}

/** One re-encoded WebP of a remote image, at one width. */
export interface RemoteImageVariantTable {
  imageId: number;
  width: number;
  height: number;
  bytes: Buffer;
}

/** One counted view per post and viewer ("user:<id>" or "ip:<keyed hash>") per hour. */
export interface PostViewTable {
  postId: number;
  viewer: string;
  countedAt: Timestamp;
}

/** A single row whose version changes with every write that can change a post list's total. */
export interface PostListVersionTable {
  id: number;
  version: number;
}

type Counter = ColumnType<number, number | undefined, number>;

export interface ForumCategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  pointsReward: number;
  position: Counter;
  /** Visible discussions in the category. */
  threadCount: Counter;
  /** Visible discussions plus their visible replies. */
  postCount: Counter;
  createdAt: ColumnType<Date | string, string | undefined, never>;
}

export interface ForumThreadTable {
  id: Generated<number>;
  categoryId: number;
  authorId: number | null;
  title: string;
  /** Markdown as written. */
  content: string;
  /** The Markdown rendered once, when written, through the sanitiser. */
  contentHtml: string;
  /** Plain text of the opening post, at most 280 characters (see forum-view.ts). */
  excerpt: ColumnType<string, string | undefined, string>;
  /** JSON array of the tags' display texts. */
  tags: ColumnType<string, string | undefined, string>;
  upvotes: Counter;
  downvotes: Counter;
  /** upvotes - downvotes. */
  score: Counter;
  views: Counter;
  /** Visible replies. */
  replyCount: Counter;
  /** See features/forum/hot-score.ts. */
  hotScore: ColumnType<number, number | undefined, number>;
  isSticky: Flag;
  isLocked: Flag;
  isFeatured: Flag;
  isHotTopic: Flag;
  isHidden: Flag;
  lastActivityAt: Timestamp;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

export interface ForumThreadTagTable {
  threadId: number;
  /** The tag lower-cased. */
  tagKey: string;
}

export interface ForumReplyTable {
  id: Generated<number>;
  threadId: number;
  authorId: number | null;
  content: string;
  contentHtml: string;
  quoteReplyId: number | null;
  quoteAuthor: string | null;
  quoteExcerpt: string | null;
  upvotes: Counter;
  downvotes: Counter;
  isHidden: Flag;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

export interface ForumThreadVoteTable {
  threadId: number;
  userId: number;
  /** 1 or -1. */
  value: number;
  createdAt: Timestamp;
}

export interface ForumReplyVoteTable {
  replyId: number;
  userId: number;
  value: number;
  createdAt: Timestamp;
}

export interface ForumThreadViewTable {
  threadId: number;
  viewer: string;
  countedAt: Timestamp;
}

export type ForumFlagStatus = "open" | "kept" | "hidden" | "deleted";

export interface ForumFlagTable {
  id: Generated<number>;
  targetType: "thread" | "reply";
  targetId: number;
  threadId: number;
  userId: number;
  reason: string;
  status: ColumnType<ForumFlagStatus, ForumFlagStatus | undefined, ForumFlagStatus>;
  createdAt: Timestamp;
  resolvedAt: Timestamp | null;
  resolvedBy: number | null;
}

export interface NotificationTable {
  id: Generated<number>;
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  text: string;
  url: string;
  threadId: number | null;
  replyId: number | null;
  /** The feedback item it is about (0010), removed with it. */
  feedbackId: ColumnType<number | null, number | null | undefined, number | null>;
  readAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface SocialPostTable {
  id: Generated<number>;
  platform: string;
  author: string;
  authorAvatar: string | null;
  content: string;
  /** JSON array of hashtags without the '#'. */
  hashtags: ColumnType<string, string | undefined, string>;
  likes: Counter;
  comments: Counter;
  shares: Counter;
  url: string;
  createdBy: number | null;
  createdAt: Timestamp;
}

export interface DeveloperUpdateTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Markdown as written. */
  content: string;
  /** The Markdown rendered once, when written, through the sanitiser. */
  contentHtml: string;
  /** Plain text of the content, at most 200 characters. */
  excerpt: string;
  updateType: DeveloperUpdateType;
  /** Only roadmap updates sit in a roadmap column. */
  roadmapStage: RoadmapStage | null;
  gameTitle: string | null;
  featuredImage: string | null;
  authorId: number | null;
  authorName: string;
  authorAvatar: string | null;
  readTimeMinutes: ColumnType<number, number | undefined, number>;
  /** JSON array of tags without the '#'. */
  tags: ColumnType<string, string | undefined, string>;
  publishedAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface FeedbackItemTable {
  id: Generated<number>;
  title: string;
  /** Markdown as written. */
  description: string;
  descriptionHtml: string;
  feedbackType: FeedbackType;
  category: FeedbackCategory | null;
  priority: FeedbackPriority;
  gameId: number | null;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  authorId: number | null;
  /** Distinct voters (recomputed from feedbackVotes). */
  votes: Counter;
  /** Visible comments. */
  commentCount: Counter;
  responseFromDev: string | null;
  responseHtml: string | null;
  respondedBy: number | null;
  respondedAt: Timestamp | null;
  mergedIntoId: number | null;
  isHidden: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface FeedbackVoteTable {
  feedbackId: number;
  userId: number;
  createdAt: Timestamp;
}

export interface FeedbackCommentTable {
  id: Generated<number>;
  feedbackId: number;
  authorId: number | null;
  content: string;
  contentHtml: string;
  isHidden: Flag;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

export interface FeedbackFlagTable {
  id: Generated<number>;
  targetType: "item" | "comment";
  targetId: number;
  feedbackId: number;
  userId: number;
  reason: string;
  status: ColumnType<ForumFlagStatus, ForumFlagStatus | undefined, ForumFlagStatus>;
  createdAt: Timestamp;
  resolvedAt: Timestamp | null;
  resolvedBy: number | null;
}

export interface FeedbackStatusChangeTable {
  id: Generated<number>;
  feedbackId: number;
  fromStatus: FeedbackStatus;
  toStatus: FeedbackStatus;
  changedBy: number | null;
  createdAt: Timestamp;
}

/** A game: featured on /games when isFeatured, and a candidate for the top games list. */
export interface GameTable {
  id: Generated<number>;
  /** The last part of /games/{slug}. */
  slug: string;
  title: string;
  description: string;
  genre: string;
  developer: string;
  /** JSON array of tags, in display order. */
  tags: ColumnType<string, string | undefined, string>;
  /** Site paths of the shipped artwork. */
  image: string;
  fallbackImage: string;
  logo: string | null;
  officialUrl: string;
  twitterUrl: string | null;
  facebookUrl: string | null;
  actionLabel: string | null;
  actionUrl: string | null;
  /** The tag that marks the site's own content about this game (news, forum, streams). */
  contentTag: string;
  isFeatured: Flag;
  featuredOrder: ColumnType<number, number | undefined, number>;
  baselineSearchCount: ColumnType<number, number | undefined, number>;
  /** As shown on a top game card ("150M+"). */
  players: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * A game's uploaded logo, one per game. `logoKey` is the title lower-cased with only letters and
 * digits kept, as it was at upload: it still finds the logo at addresses handed out before logos
 * were served by game id.
 */
export interface GameLogoTable {
  gameId: number;
  logoKey: string;
  contentType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  uploadedBy: number | null;
  uploadedAt: Timestamp;
}

/** Searches that matched a game on one UTC day ("2026-11-24"). */
export interface GameSearchCountTable {
  gameId: number;
  day: string;
  searches: ColumnType<number, number | undefined, number>;
}

export interface GuideTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  gameId: number | null;
  /** The game's name as shown, kept if the game is deleted. */
  gameTitle: string;
  difficulty: GuideDifficulty;
  readTimeMinutes: ColumnType<number, number | undefined, number>;
  authorId: number | null;
  authorName: string;
  thumbnail: string;
  /** JSON arrays: tags (strings), sections ({id, title, type, content}), nexusModsLinks
   * ({name, url, description}), tips and tricks (strings). */
  tags: ColumnType<string, string | undefined, string>;
  sections: ColumnType<string, string | undefined, string>;
  nexusModsLinks: ColumnType<string, string | undefined, string>;
  tips: ColumnType<string, string | undefined, string>;
  tricks: ColumnType<string, string | undefined, string>;
  /** The rating shown is ratingSum / ratingCount, kept in step with guide_ratings. */
  ratingSum: ColumnType<number, number | undefined, number>;
  ratingCount: ColumnType<number, number | undefined, number>;
  views: ColumnType<number, number | undefined, number>;
  publishedAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A member's rating of a guide, 1 to 5, one per member (changeable). */
export interface GuideRatingTable {
  guideId: number;
  userId: number;
  rating: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One counted view per guide and viewer per hour. */
export interface GuideViewTable {
  guideId: number;
  viewer: string;
  countedAt: Timestamp;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  newsletter: Flag;
  userId: number | null;
  ip: string;
  createdAt: Timestamp;
  handledAt: Timestamp | null;
  handledBy: number | null;
}

export interface MerchandiseItemTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  category: string;
  /** In cents. */
  priceCents: number;
  currency: ColumnType<string, string | undefined, string>;
  image: string;
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
}

/** An address waiting to hear when merchandise goes on sale (double opt-in). */
export interface MerchandiseWaitlistTable {
  id: Generated<number>;
  /** Stored lower-cased. */
  email: string;
  itemId: number | null;
  ip: string;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  confirmationTokenHash: string | null;
}

/** A member's request to be listed as a streamer; an approved one is a watched channel. */
export interface StreamerApplicationTable {
  id: Generated<number>;
  userId: number;
  platform: string;
  channelUrl: string;
  /** The Twitch login, YouTube "@handle" or "channel/UC…", Discord invite code. */
  channel: string;
  /** The platform's id of the channel once looked up (YouTube "UC…"). */
  platformChannelId: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of stream categories. */
  categories: string;
  pitch: string;
  status: ColumnType<string, string | undefined, string>;
  decidedBy: ColumnType<number | null, number | null | undefined, number | null>;
  decidedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

/** A stream on the live streams page: scheduled, live or ended. */
export interface LiveStreamTable {
  id: Generated<number>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  platform: string;
  category: string;
  streamUrl: string;
  thumbnailUrl: string | null;
  status: string;
  viewerCount: ColumnType<number, number | undefined, number>;
  maxViewers: ColumnType<number, number | undefined, number>;
  startedAt: Timestamp;
  endedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  streamerName: string;
  streamerAvatar: string | null;
  gameTitle: ColumnType<string, string | undefined, string>;
  gameId: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of tags, in display order. */
  tags: ColumnType<string, string | undefined, string>;
  isDemo: Flag;
  applicationId: ColumnType<number | null, number | null | undefined, number | null>;
  platformStreamId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A game of the retro arcade: an external archive player's embed, or a bundle the site hosts. */
export interface RetroGameTable {
  id: Generated<number>;
  slug: string;
  title: string;
  developer: string;
  description: string;
  genre: string;
  year: number;
  /** Out of 5, in halves. */
  rating: ColumnType<number, number | undefined, number>;
  image: string;
  embedUrl: string | null;
  /** Where the embed comes from, or the licence of a self-hosted game. */
  source: ColumnType<string, string | undefined, string>;
  controls: ColumnType<string, string | undefined, string>;
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The js-dos bundle of a self-hosted game. */
export interface RetroGameBundleTable {
  gameId: number;
  bytes: Buffer;
  sha256: string;
  size: number;
  uploadedBy: number | null;
  uploadedAt: Timestamp;
}

/** A member's play of a game on a UTC day: started, then logged after a minute. */
export interface RetroPlayTable {
  userId: number;
  gameId: number;
  day: string;
  startedAt: Timestamp;
  loggedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** One findable item of the site search (see migration 0014 and features/search/). */
export interface SearchDocumentTable {
  id: Generated<number>;
  source: string;
  sourceId: number;
  part: ColumnType<number, number | undefined, number>;
  kind: string;
  resultId: string;
  url: string;
  thumbnail: string | null;
  title: string;
  tags: string;
  tagsJson: string;
  body: string;
  author: string | null;
  createdAt: Timestamp;
  showsDate: Flag;
  views: ColumnType<number, number | undefined, number>;
}

export interface SearchDocumentTagTable {
  documentId: number;
  /** Lower-cased. */
  tag: string;
  /** As written. */
  name: string;
}

/** A distinct word of the indexed titles and tags, for typo correction. */
export interface SearchWordTable {
  word: string;
  documents: number;
}

export interface SearchIndexStateTable {
  id: number;
  version: number;
  builtAt: Timestamp;
}
