/**
 * The admin panel's calls (their names are fixed so the panel can be scripted), in one
 * place: each screen's hooks build their URLs here.
 */
function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) search.set(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const adminEndpoints = {
  stats: "/api/admin/stats",

  users: (params: { q?: string; sort?: string; cursor?: string | null }) =>
    `/api/admin/users${query(params)}`,
  user: (id: number) => `/api/admin/users/${id}`,
  userSuspend: (id: number) => `/api/admin/users/${id}/suspend`,
  userRole: (id: number) => `/api/admin/users/${id}/role`,
  userSessionsRevoke: (id: number) => `/api/admin/users/${id}/sessions/revoke`,
  userVerifyEmail: (id: number) => `/api/admin/users/${id}/verify-email`,
  usersBulk: "/api/admin/users/bulk",

  audit: (params: { action?: string; actor?: string; cursor?: string | null }) =>
    `/api/admin/audit${query(params)}`,
  auditCsv: (params: { action?: string; actor?: string }) => `/api/admin/audit.csv${query(params)}`,

  outbox: (params: { status?: string; cursor?: string | null }) =>
    `/api/admin/outbox${query(params)}`,
  outboxRetry: (id: number) => `/api/admin/outbox/${id}/retry`,

  subscribers: (params: { q?: string; cursor?: string | null }) =>
    `/api/admin/newsletter/subscribers${query(params)}`,
  subscriber: (id: number) => `/api/admin/newsletter/subscribers/${id}`,
  subscribersCsv: "/api/admin/newsletter/subscribers.csv",
  issues: "/api/admin/newsletter/issues",
  issue: (id: number) => `/api/admin/newsletter/issues/${id}`,
  issuePreview: (id: number) => `/api/admin/newsletter/issues/${id}/preview`,
  issueSend: (id: number) => `/api/admin/newsletter/issues/${id}/send`,

  contactMessages: (params: { status: string; cursor?: string | null }) =>
    `/api/contact-messages${query(params)}`,
  contactHandled: (id: number) => `/api/contact-messages/${id}/handled`,
  contactReply: (id: number) => `/api/contact-messages/${id}/reply`,

  forumFlags: "/api/forum/flags",
  forumFlagResolve: (id: number) => `/api/forum/flags/${id}/resolve`,
  feedbackFlags: "/api/community-feedback/flags",
  feedbackFlagResolve: (id: number) => `/api/community-feedback/flags/${id}/resolve`,
  feedbackList: (params: { status: string; cursor?: string | null }) =>
    `/api/community-feedback${query(params)}`,
  feedbackItem: (id: number) => `/api/community-feedback/${id}`,
} as const;
