/**
 * Sections overview (default), appearance, security and 2fa; the 2fa tab
 * appears only while it is the selected one. /profile/achievements is the overview too.
 */
export type ProfileSection = "overview" | "appearance" | "security" | "2fa";

export interface ProfileSectionLink {
  section: ProfileSection;
  label: string;
  to: string;
}

const SECTION_LINKS: readonly ProfileSectionLink[] = [
  { section: "overview", label: "Overview", to: "/profile" },
  { section: "appearance", label: "Appearance", to: "/profile/appearance" },
  { section: "security", label: "Security", to: "/profile/security" },
  { section: "2fa", label: "2FA", to: "/profile/2fa-setup" },
];

export function profileSectionOf(pathname: string): ProfileSection {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/profile/appearance") return "appearance";
  if (path === "/profile/security") return "security";
  if (path === "/profile/2fa-setup") return "2fa";
  return "overview";
}

/** The links the section bar shows while `active` is open. */
export function profileSectionLinks(active: ProfileSection): ProfileSectionLink[] {
  return SECTION_LINKS.filter((link) => link.section !== "2fa" || active === "2fa");
}
