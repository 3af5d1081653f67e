/**
 * Header navigation. `mobileLabel` is the label the mobile
 * menu uses where it differs (Retro Arcade).
 */
export interface NavLinkItem {
  to: string;
  label: string;
  mobileLabel?: string;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: "/", label: "Home" },
  { to: "/blog", label: "News" },
  { to: "/forum", label: "Forum" },
  { to: "/top-games", label: "Top Games" },
  { to: "/retro-games", label: "Retro", mobileLabel: "Retro Arcade" },
  { to: "/game-guides", label: "Guides" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/games", label: "Games" },
];

/** News stays highlighted on every /blog page; Home only on / itself. */
export function isNavLinkActive(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  if (to === "/blog") return pathname === "/blog" || pathname.startsWith("/blog/");
  return pathname === to || pathname.startsWith(`${to}/`);
}
