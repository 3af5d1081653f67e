import { matchSiteRoute, SITE_NAME } from "../../shared/routes";

/** `<title> | GameHub` from SITE_ROUTES; home is just `GameHub`; unknown paths are not found. */
export function pageTitle(pathname: string): string {
  const match = matchSiteRoute(pathname);
  if (!match) return `Page Not Found | ${SITE_NAME}`;
  if (match.route.path === "/") return SITE_NAME;
  return `${match.route.title} | ${SITE_NAME}`;
}
