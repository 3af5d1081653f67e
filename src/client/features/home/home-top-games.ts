import { formatNumber } from "../../lib/format-number";

/**
 * The two fixed entries of the home page's Top Games teaser.
 * The online counts are showcase numbers, not live data.
 */
export interface HomeTopGame {
  name: string;
  genre: string;
  image: string;
  playersOnline: number;
}

export const HOME_TOP_GAMES: readonly HomeTopGame[] = [
  {
    name: "Minecraft",
    genre: "Sandbox · Survival",
    image: "/images/games/minecraft.webp",
    playersOnline: 124_853,
  },
  {
    name: "Call of Duty",
    genre: "Shooter · Battle Royale",
    image: "/images/games/call-of-duty.webp",
    playersOnline: 98_417,
  },
];

export function formatOnlineCount(players: number): string {
  return `${formatNumber(players)} online`;
}
