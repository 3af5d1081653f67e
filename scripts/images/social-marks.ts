import { type SimpleIcon, siDiscord, siFacebook, siTiktok, siX } from "simple-icons";

/**
 * The footer's social platform marks (src/client/app/layout/footer/social-links.tsx), one small
 * SVG file each from simple-icons. The footer draws them as CSS masks, so their paths are neither
 * in every page's HTML nor in the script every page loads, and the browser fetches them as
 * low-priority pictures, after what the first paint needs (the footer is below the fold).
 */
export const SOCIAL_MARKS: Readonly<Record<string, SimpleIcon>> = {
  discord: siDiscord,
  facebook: siFacebook,
  tiktok: siTiktok,
  x: siX,
};

export function socialMarkSvg(icon: SimpleIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}"/></svg>\n`;
}
