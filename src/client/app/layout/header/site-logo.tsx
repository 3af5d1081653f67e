import { useState } from "react";
import { Link } from "../../../lib/router";
// Imported, so the build names them by their content's hash (cached for a year); no-inline
// keeps them out of the script as data URLs.
import LOGO_PNG from "../brand/logo.png?no-inline";
import LOGO_SVG from "../brand/logo.svg?no-inline";

/** Logo link home; the png falls back to the svg when it fails to load. */
export function SiteLogo() {
  const [src, setSrc] = useState(LOGO_PNG);
  return (
    <Link to="/" aria-label="GameHub home" className="group flex shrink-0 items-center rounded-lg">
      {/* The image carries the wordmark (160x40); the link's label names it for screen readers.
          Under 380 px only the emblem (its left square) shows, so the header still fits. */}
      <img
        src={src}
        alt=""
        width={160}
        height={40}
        onError={() => {
          if (src !== LOGO_SVG) setSrc(LOGO_SVG);
        }}
        className="h-8 w-8 object-cover object-left transition-[filter] duration-300 group-hover:drop-shadow-[0_0_12px_color-mix(in_srgb,var(--primary)_60%,transparent)] min-[380px]:w-auto sm:h-10"
      />
    </Link>
  );
}
