/** Colours and picture sizes shared by every drawing. */
export const BRAND = {
  orange: "#ff5e00",
  amber: "#ff9a1f",
  yellow: "#ffd000",
  ink: "#0b0b12",
  cutout: "#140c06",
  light: "#f5f5f7",
} as const;

export const WORDMARK_FONT = "Arial Black, Arial, sans-serif";
export const BACKGROUND = { width: 1920, height: 1080 } as const;
export const COVER = { width: 1200, height: 630 } as const;
