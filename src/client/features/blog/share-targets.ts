/** Share targets open 600×400 popups. */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;
/** The Copied indicator shows for 2 s. */
export const COPIED_INDICATOR_MS = 2000;

export const SHARE_PLATFORMS = [
  "Facebook",
  "Twitter",
  "LinkedIn",
  "Reddit",
  "WhatsApp",
  "Telegram",
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** The platform's own share page for `url` with `title` as the suggested text. */
export function shareUrlFor(platform: SharePlatform, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (platform) {
    case "Facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "Twitter":
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case "LinkedIn":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "Reddit":
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case "WhatsApp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case "Telegram":
      return `https://t.me/share/url?url=${u}&text=${t}`;
  }
}

/** Window features for a 600×400 popup centred on the current window. */
export function sharePopupFeatures(
  screenLeft = 0,
  screenTop = 0,
  outerWidth = 1280,
  outerHeight = 800,
) {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - SHARE_POPUP_HEIGHT) / 2));
  return `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`;
}

/** An article's path on this site. */
export function articlePath(id: number | string): string {
  return `/blog/${id}`;
}
