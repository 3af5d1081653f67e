/**
 * Community feedback's constants and texts, kept free of zod so the hub's first view can read
 * them without downloading the schema library (see feedback.ts for the payloads).
 */
export const FEEDBACK_TYPES = [
  "bug-report",
  "feature-request",
  "general",
  "survey-response",
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CATEGORIES = ["gameplay", "ui", "performance", "content", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_STATUSES = [
  "open",
  "in-review",
  "in-progress",
  "resolved",
  "closed",
] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_TABS = ["all", "trending", "my-feedback", "dev-responses"] as const;
export type FeedbackTab = (typeof FEEDBACK_TABS)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  "bug-report": "Bug Report",
  "feature-request": "Feature Request",
  general: "General",
  "survey-response": "Survey Response",
};
/** The type filter offers these (no filter for survey responses). */
export const FEEDBACK_TYPE_FILTER_LABELS = {
  all: "All Types",
  "bug-report": "Bug Reports",
  "feature-request": "Feature Requests",
  general: "General",
} as const;
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: "Open",
  "in-review": "In Review",
  "in-progress": "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};
/** The status filter offers these (closed items are still listed under All Status). */
export const FEEDBACK_STATUS_FILTER_LABELS = {
  all: "All Status",
  open: "Open",
  "in-review": "In Review",
  "in-progress": "In Progress",
  resolved: "Resolved",
} as const;
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  gameplay: "Gameplay",
  ui: "User Interface",
  performance: "Performance",
  content: "Content",
  other: "Other",
};
export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

/** Status badges: open yellow, in-review blue, in-progress purple, resolved green, closed gray. */
export const FEEDBACK_STATUS_COLORS: Record<
  FeedbackStatus,
  "yellow" | "blue" | "purple" | "green" | "gray"
> = {
  open: "yellow",
  "in-review": "blue",
  "in-progress": "purple",
  resolved: "green",
  closed: "gray",
};
/** Priority badges: critical red, high orange, medium yellow, low green. */
export const FEEDBACK_PRIORITY_COLORS: Record<
  FeedbackPriority,
  "red" | "orange" | "yellow" | "green"
> = {
  critical: "red",
  high: "orange",
  medium: "yellow",
  low: "green",
};

export const DEFAULT_FEEDBACK_PRIORITY: FeedbackPriority = "medium";
export const FEEDBACK_TITLE_MIN = 5;
export const FEEDBACK_TITLE_MAX = 120;
export const FEEDBACK_DESCRIPTION_MIN = 20;
export const FEEDBACK_DESCRIPTION_MAX = 5_000;
export const FEEDBACK_COMMENT_MIN = 2;
export const FEEDBACK_COMMENT_MAX = 5_000;
export const FEEDBACK_RESPONSE_MAX = 5_000;
export const FEEDBACK_PAGE_SIZE = 20;
export const FEEDBACK_COMMENTS_PAGE_SIZE = 50;

export const NO_FEEDBACK_TITLE = "No Feedback Found";
export const NO_FEEDBACK_MESSAGE = "Be the first to share your feedback with the community!";
export const FEEDBACK_SUBMITTED_TITLE = "Feedback Submitted";
export const FEEDBACK_SUBMITTED_MESSAGE =
  "Thank you for your feedback! Our team will review it soon.";
export const FEEDBACK_SUBMIT_FAILED_TITLE = "Submission Failed";

export function feedbackPath(id: number, commentId?: number): string {
  return commentId ? `/community-feedback/${id}#comment-${commentId}` : `/community-feedback/${id}`;
}
