/** The tabs of the auth page, chosen by `?tab=`. */
export const AUTH_TABS = [
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "2fa-setup",
] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** /auth/forgot-password and /auth/reset-password open their tab whatever the query says. */
const TAB_BY_PATH: Readonly<Record<string, AuthTab>> = {
  "/auth/forgot-password": "forgot-password",
  "/auth/reset-password": "reset-password",
};

function isAuthTab(value: string | null): value is AuthTab {
  return AUTH_TABS.some((tab) => tab === value);
}

export function resolveAuthTab(pathname: string, tabParam: string | null): AuthTab {
  const byPath = TAB_BY_PATH[pathname.replace(/\/+$/, "")];
  if (byPath) return byPath;
  return isAuthTab(tabParam) ? tabParam : "login";
}

/** Tabs a signed-in user may stay on; the others send them on. */
export function isOpenToSignedInUsers(tab: AuthTab): boolean {
  return tab === "reset-password" || tab === "2fa-setup";
}

/**
 * Where to go after signing in: the `?redirect=` path when it is a path on this site, else "/".
 * "//host" and "/\host" are rejected: browsers read them as another origin (open redirect).
 */
export function safeRedirectPath(redirect: string | null): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//")) return "/";
  if (redirect.startsWith("/\\") || hasControlCharacter(redirect)) return "/";
  if (redirect === "/auth" || redirect.startsWith("/auth/") || redirect.startsWith("/auth?"))
    return "/";
  return redirect;
}

/** Browsers drop tabs and newlines from URLs, so "/\t/evil.test" would become "//evil.test". */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    if (value.charCodeAt(index) < 0x20 || value.charCodeAt(index) === 0x7f) return true;
  }
  return false;
}
