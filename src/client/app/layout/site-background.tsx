import { useEffect, useState } from "react";
import { subscribeToTheme } from "../theme/theme-store";
import "./site-background.css";

/** Fixed spots so particles do not jump between renders: [left %, top %, size px, delay s]. */
const PARTICLES: readonly (readonly [number, number, number, number])[] = [
  [6, 82, 3, 0],
  [14, 34, 2, 4.2],
  [23, 66, 4, 1.6],
  [31, 18, 2, 6.1],
  [42, 76, 3, 2.8],
  [51, 44, 2, 8.3],
  [60, 88, 3, 3.7],
  [68, 26, 4, 0.9],
  [77, 58, 2, 5.4],
  [85, 12, 3, 7.2],
  [92, 72, 2, 2.1],
  [97, 38, 3, 9.0],
];

/**
 * The themed backdrop behind every page; decorative only, so hidden from assistive tech.
 * Its look (image, overlay, particle colour, grid size) comes from the theme class on <html>
 * through site-background.css, not from React state: the markup is the same for every theme, so
 * the server's HTML and the first client render agree and the stored theme shows from the first
 * paint.
 */
export function SiteBackground() {
  // Bumped on each theme change after load, to remount the image and replay its fade-in.
  const [themeChanges, setThemeChanges] = useState(0);
  useEffect(() => subscribeToTheme(() => setThemeChanges((count) => count + 1)), []);

  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-background"
    >
      <div
        key={themeChanges}
        className="site-bg-image absolute inset-0 scale-105 bg-center bg-cover"
      />
      <div className="site-bg-overlay absolute inset-0" />
      <div className="site-bg-grid absolute inset-0" />
      <div className="absolute inset-0 motion-reduce:hidden">
        {PARTICLES.map(([left, top, size, delay]) => (
          <span
            key={`${left}-${top}`}
            className="site-bg-particle absolute rounded-full"
            style={{
              left: `${left}%`,
              top: `${top}%`,
              width: size,
              height: size,
              boxShadow: `0 0 ${size * 4}px var(--bg-particle)`,
              animationDelay: `${delay}s`,
            }}
          />
        ))}
      </div>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,transparent_0%,transparent_55%,rgb(0_0_0/0.55)_100%)]" />
    </div>
  );
}
