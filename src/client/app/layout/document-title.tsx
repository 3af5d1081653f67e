import { useEffect } from "react";
import { useLocation } from "../../lib/router";
import { pageTitle } from "../page-title";

/**
 * Sets document.title on every navigation. Rendered before the page in the tree, so its effect
 * runs first and a page that knows a better title (an article's) can still overwrite it.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
