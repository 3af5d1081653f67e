import { type CSSProperties, useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import { useTheme } from "../theme/use-theme";
import { backgroundLook } from "./background-themes";

/** The theme image fades in 100 ms after mount or a theme change. */
const IMAGE_REVEAL_DELAY_MS = 100;

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

/** The themed backdrop behind every page; decorative only, so hidden from assistive tech. */
export function SiteBackground() {
  const { theme } = useTheme();
  const look = backgroundLook(theme);
  const [visibleImage, setVisibleImage] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisibleImage(look.image), IMAGE_REVEAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [look.image]);

  const imageStyle = {
    "--bg-webp": `url("/images/backgrounds/${look.image}.webp")`,
    "--bg-jpg": `url("/images/backgrounds/${look.image}.jpg")`,
  } as CSSProperties;

  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-background"
    >
      <div
        key={look.image}
        style={imageStyle}
        className={cn(
          "site-bg-image absolute inset-0 scale-105 bg-center bg-cover transition-opacity duration-1000 ease-out",
          visibleImage === look.image ? "opacity-100" : "opacity-0",
        )}
      />
      <div className="absolute inset-0" style={{ backgroundImage: look.overlay }} />
      <div
        className="site-bg-grid absolute inset-0"
        style={
          {
            "--grid-size": `${look.gridSize}px`,
            "--grid-color": `${look.particleColor}14`,
          } as CSSProperties
        }
      />
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
              backgroundColor: look.particleColor,
              boxShadow: `0 0 ${size * 4}px ${look.particleColor}`,
              animationDelay: `${delay}s`,
            }}
          />
        ))}
      </div>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,transparent_0%,transparent_55%,rgb(0_0_0/0.55)_100%)]" />
    </div>
  );
}
