import { useState } from "react";
import { ResponsiveImage } from "../../components/responsive-image";

/** The shipped stand-in when a game's own picture cannot be shown. */
export const GAME_FALLBACK_IMAGE = "/images/games/art/fallback.webp";

interface GameArtProps {
  image: string;
  fallbackImage: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A game's card art (1200 x 630); a broken picture gives way to the game's fallback, then the site's. */
export function GameArt({ image, fallbackImage, sizes, priority, className }: GameArtProps) {
  const [failures, setFailures] = useState(0);
  const chain = [image, fallbackImage, GAME_FALLBACK_IMAGE];
  const src = chain[Math.min(failures, chain.length - 1)] ?? GAME_FALLBACK_IMAGE;
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={1200}
      height={630}
      sizes={sizes}
      priority={priority}
      onError={() => setFailures((count) => Math.min(count + 1, chain.length - 1))}
      className={className}
    />
  );
}
