import { useState } from "react";
import { cn } from "../lib/cn";

interface GameLogoProps {
  title: string;
  /** The uploaded logo's versioned address, when the server knows of one. */
  logo: string | null;
  image: string;
  fallbackImage: string;
  className?: string;
}

/**
 * A game's logo with its fallback chain: the custom
 * logo at the path derived from the title and the game's id (`logo`, see
 * shared/game-logo-key.ts), then the game's image, then its fallback image.
 */
export function GameLogo({ title, logo, image, fallbackImage, className }: GameLogoProps) {
  // The server says whether a logo was uploaded (and which version), so a game without one skips
  // the request that would only answer 404.
  const chain = logo ? [logo, image, fallbackImage] : [image, fallbackImage];
  const [step, setStep] = useState(0);
  const src = chain[Math.min(step, chain.length - 1)];
  return (
    <img
      src={src}
      alt={`${title} logo`}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      onError={() => setStep((current) => Math.min(current + 1, chain.length - 1))}
      className={cn(
        "h-16 w-16 shrink-0 rounded-xl border border-border bg-black/40 object-cover",
        className,
      )}
    />
  );
}
