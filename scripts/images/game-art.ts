/**
 * Card art of the games on /games, /top-games and the game hubs (1200 x 630): the news covers'
 * original scenes, each repainted in a palette that suggests the game's setting. Nothing here
 * copies a publisher's artwork or logo; the game is named in the page's text, not the picture.
 */
import {
  coverBattleRoyaleDrops,
  coverCollegiateEsports,
  coverCoopPuzzle,
  coverExtractionShooter,
  coverGamePreservation,
  coverLeagueFinals,
  coverOpenWorldRpg,
  coverRacingSim,
  coverSpeedrunning,
  coverStreamingSetup,
  coverWinterIndieShowcase,
  drawStockCover,
  type Palette,
} from "./news";
import type { Scene } from "./svg";

interface GameArt {
  slug: string;
  draw: (palette: Palette) => Scene;
  palette: Palette;
}

export const GAME_ART: readonly GameArt[] = [
  {
    // Sunset over a city's streets and fast cars.
    slug: "gta",
    draw: coverRacingSim,
    palette: {
      deep: "#12061f",
      base: "#4a1c4f",
      glow: "#ff7a59",
      accent: "#ff2e88",
      highlight: "#ffe29a",
    },
  },
  {
    slug: "fivem",
    draw: coverStreamingSetup,
    palette: {
      deep: "#05101f",
      base: "#10325a",
      glow: "#ff8c1a",
      accent: "#f97316",
      highlight: "#e0f2fe",
    },
  },
  {
    slug: "star-citizen",
    draw: coverSpeedrunning,
    palette: {
      deep: "#020617",
      base: "#0c2a4a",
      glow: "#38bdf8",
      accent: "#a5f3fc",
      highlight: "#f8fafc",
    },
  },
  {
    slug: "fortnite",
    draw: coverBattleRoyaleDrops,
    palette: {
      deep: "#1a0b3d",
      base: "#3b1f8f",
      glow: "#a855f7",
      accent: "#facc15",
      highlight: "#f0abfc",
    },
  },
  {
    // Dusty plains at dusk.
    slug: "red-dead-redemption",
    draw: coverOpenWorldRpg,
    palette: {
      deep: "#1a0a05",
      base: "#5c2a12",
      glow: "#f59e0b",
      accent: "#b91c1c",
      highlight: "#fde68a",
    },
  },
  {
    slug: "redm",
    draw: coverGamePreservation,
    palette: {
      deep: "#140805",
      base: "#4a1d0e",
      glow: "#dc2626",
      accent: "#f97316",
      highlight: "#fef3c7",
    },
  },
  {
    slug: "call-of-duty",
    draw: coverExtractionShooter,
    palette: {
      deep: "#0b0c08",
      base: "#33361f",
      glow: "#d97706",
      accent: "#ef4444",
      highlight: "#e5e7eb",
    },
  },
  {
    // Cold, overgrown survival.
    slug: "rust",
    draw: coverExtractionShooter,
    palette: {
      deep: "#0d0a07",
      base: "#3b2414",
      glow: "#c2410c",
      accent: "#84cc16",
      highlight: "#fed7aa",
    },
  },
  {
    slug: "minecraft",
    draw: coverCoopPuzzle,
    palette: {
      deep: "#06210f",
      base: "#166534",
      glow: "#4ade80",
      accent: "#a16207",
      highlight: "#dcfce7",
    },
  },
  {
    slug: "counter-strike-2",
    draw: coverLeagueFinals,
    palette: {
      deep: "#0a0c10",
      base: "#1f2a37",
      glow: "#f59e0b",
      accent: "#60a5fa",
      highlight: "#f3f4f6",
    },
  },
  {
    slug: "league-of-legends",
    draw: coverCollegiateEsports,
    palette: {
      deep: "#04121c",
      base: "#0b3b4f",
      glow: "#c8aa6e",
      accent: "#0ac8b9",
      highlight: "#f0e6d2",
    },
  },
  {
    slug: "valorant",
    draw: coverLeagueFinals,
    palette: {
      deep: "#14060a",
      base: "#4a0d1a",
      glow: "#ff4655",
      accent: "#ece8e1",
      highlight: "#ffffff",
    },
  },
  {
    slug: "apex-legends",
    draw: coverWinterIndieShowcase,
    palette: {
      deep: "#160606",
      base: "#4a1010",
      glow: "#ef4444",
      accent: "#fb923c",
      highlight: "#fee2e2",
    },
  },
];

export function drawGameFallback(): Scene {
  return drawStockCover();
}
