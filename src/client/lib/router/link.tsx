import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useEffect } from "react";
import { ABSOLUTE_URL, createPath, type NavigateOptions, resolveTo, type To } from "./location";
import { useLocation, useNavigate } from "./router-context";

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">,
    NavigateOptions {
  to: To;
  /** Load the address as a new document instead of navigating inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click, meant for this tab: the app navigates; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An absolute address on this site, as a path; null for another site (or on the server). */
function pathOnThisSite(url: string): string | null {
  if (typeof window === "undefined") return null;
  try {
    const target = new URL(url, window.location.href);
    if (target.origin !== window.location.origin) return null;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return null;
  }
}

/**
 * An anchor with a real href (it works without scripts, opens in a new tab, can be copied) that
 * navigates inside the app on a plain click. A link to the current address replaces the history
 * entry instead of adding one, unless `replace` says otherwise.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const absolute = typeof to === "string" && ABSOLUTE_URL.test(to) ? to : null;
  const internal = absolute === null ? to : pathOnThisSite(absolute);
  if (internal === null || reloadDocument) {
    const href = absolute ?? createPath(resolveTo(to, location.pathname));
    return <a {...rest} href={href} target={target} onClick={onClick} />;
  }
  const path = createPath(resolveTo(internal, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // Unset `replace`: the router replaces the entry when the address is already the current one.
    navigate(path, { replace, state });
  };
  return <a {...rest} href={absolute ?? path} target={target} onClick={handleClick} />;
}

/** Navigates once drawn (a redirect inside the app); draws nothing. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: To }) {
  const navigate = useNavigate();
  const path = typeof to === "string" ? to : createPath(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per target, as a redirect
  useEffect(() => navigate(path, { replace, state }), [path]);
  return null;
}
