/** What kind of device a session runs on, for the icon next to it. */
export type DeviceKind = "desktop" | "phone" | "tablet" | "unknown";

export interface SessionDevice {
  /** Plain words: "Chrome on Windows", "Safari on iPhone", "Unknown device". */
  label: string;
  kind: DeviceKind;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Vivaldi\//, "Vivaldi"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string, DeviceKind]> = [
  [/iPad/, "iPad", "tablet"],
  [/iPhone|iPod/, "iPhone", "phone"],
  [/Android.*Mobile/, "Android", "phone"],
  [/Android/, "Android tablet", "tablet"],
  [/CrOS/, "ChromeOS", "desktop"],
  [/Windows/, "Windows", "desktop"],
  [/Mac OS X|Macintosh/, "macOS", "desktop"],
  [/Linux|X11/, "Linux", "desktop"],
];

/** Turns a User-Agent header into words a person recognises. */
export function describeUserAgent(userAgent: string | null | undefined): SessionDevice {
  if (!userAgent) return { label: "Unknown device", kind: "unknown" };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  const kind = system?.[2] ?? "unknown";
  if (browser && system) return { label: `${browser} on ${system[1]}`, kind };
  if (browser) return { label: browser, kind };
  if (system) return { label: `Unknown browser on ${system[1]}`, kind };
  return { label: "Unknown device", kind };
}
