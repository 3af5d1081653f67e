import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Kysely } from "kysely";
import { createRetroGameSchema } from "../../shared/retro-games";
import type { Database } from "../db/schema";
import {
  countRetroGames,
  insertRetroGame,
  saveBundle,
} from "../features/retro-games/retro-games.repo";

/**
 * The arcade a new site starts with. Star Courier is the site's own game (retro-games/, MIT),
 * played with the site's DOS player from the committed bundle; the others are classics played
 * in the Internet Archive's MS-DOS collection player, and say so. Covers are original art
 * (public/images/retro).
 */
const ARCHIVE = "Internet Archive, MS-DOS collection (archive.org)";
const embed = (item: string) => `https://archive.org/embed/${item}`;

export const DEMO_RETRO_GAMES = [
  {
    slug: "star-courier",
    title: "Star Courier",
    developer: "GameHub",
    description:
      "Fly a courier ship through a falling rock field: shoot the rocks, catch the cargo crates and keep your three lives as the sky speeds up. Written for GameHub in 16-bit assembly and played right here with the site's own DOS player.",
    genre: "Shooter",
    year: 2026,
    rating: 4.5,
    image: "/images/retro/star-courier.svg",
    embedUrl: null,
    source: "Original game made for GameHub (MIT licence), source in retro-games/star-courier",
    controls: "Arrows or A/D move, Space fires, Enter starts, Esc quits",
    sortOrder: 0,
  },
  {
    slug: "prince-of-persia",
    title: "Prince of Persia",
    developer: "Broderbund",
    description:
      "Sixty minutes to escape the dungeons and save the princess. Fluid, rotoscoped animation, deadly traps and sword fights made it one of the defining action platformers.",
    genre: "Platformer",
    year: 1990,
    rating: 5,
    image: "/images/retro/prince-of-persia.svg",
    embedUrl: embed("msdos_Prince_of_Persia_1990"),
    source: ARCHIVE,
    controls: "Arrows move and jump, Shift grabs and draws the sword, Up blocks",
    sortOrder: 10,
  },
  {
    slug: "oregon-trail",
    title: "The Oregon Trail",
    developer: "MECC",
    description:
      "Lead a wagon party from Missouri to Oregon in 1848: buy supplies, ford rivers, hunt and hope nobody gets dysentery. The classroom classic that taught a generation to ration food.",
    genre: "Strategy",
    year: 1990,
    rating: 4,
    image: "/images/retro/oregon-trail.svg",
    embedUrl: embed("msdos_Oregon_Trail_The_1990"),
    source: ARCHIVE,
    controls: "Number keys choose, Enter confirms, Space fires while hunting",
    sortOrder: 20,
  },
  {
    slug: "simcity",
    title: "SimCity",
    developer: "Maxis",
    description:
      "Zone, build and balance a city from an empty map: roads, power, taxes and the occasional monster attack. The game that started the city-builder genre.",
    genre: "Simulation",
    year: 1989,
    rating: 4.5,
    image: "/images/retro/simcity.svg",
    embedUrl: embed("msdos_SimCity_1989"),
    source: ARCHIVE,
    controls: "Mouse places buildings, menus along the top",
    sortOrder: 30,
  },
  {
    slug: "lemmings",
    title: "Lemmings",
    developer: "DMA Design",
    description:
      "Guide a stream of hapless lemmings to the exit by giving them jobs: diggers, builders, blockers and the odd brave floater. A puzzle game of timing and sacrifice.",
    genre: "Puzzle",
    year: 1991,
    rating: 4.5,
    image: "/images/retro/lemmings.svg",
    embedUrl: embed("msdos_Lemmings_1991"),
    source: ARCHIVE,
    controls: "Mouse picks a skill and a lemming, P pauses",
    sortOrder: 40,
  },
  {
    slug: "alley-cat",
    title: "Alley Cat",
    developer: "Synapse Software",
    description:
      "A stray cat climbs fences and washing lines, sneaks into apartments and dodges the dog to win the heart of Felicia. Colourful CGA arcade fun from the early PC days.",
    genre: "Arcade",
    year: 1984,
    rating: 3.5,
    image: "/images/retro/alley-cat.svg",
    embedUrl: embed("msdos_Alley_Cat_1984"),
    source: ARCHIVE,
    controls: "Arrows move and jump, Space jumps",
    sortOrder: 50,
  },
] as const;

/** The self-hosted games' bundles, built by retro-games/build.sh and committed. */
const BUNDLE_FILES: Record<string, string> = {
  "star-courier": "retro-games/bundles/star-courier.jsdos",
};

/** Only while the table is empty: games admins added or changed are never touched. */
export async function seedDemoRetroGames(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await countRetroGames(db)) > 0) return;
  const bundles = new Map<string, Buffer>();
  for (const [slug, file] of Object.entries(BUNDLE_FILES)) {
    // Read before the transaction; a missing file leaves the game waiting for an upload.
    const bytes = await readFile(resolve(file)).catch(() => null);
    if (bytes) bundles.set(slug, bytes);
  }
  await db.transaction().execute(async (trx) => {
    for (const game of DEMO_RETRO_GAMES) {
      const id = await insertRetroGame(trx, createRetroGameSchema.parse(game), now);
      const bytes = bundles.get(game.slug);
      if (!bytes) continue;
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      await saveBundle(trx, { gameId: id, bytes, sha256, uploadedBy: null }, now);
    }
  });
}
