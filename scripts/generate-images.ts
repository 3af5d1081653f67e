/**
 * Generates every image GameHub ships: logo, favicons, theme backgrounds, news covers,
 * the social card and the game thumbnails.
 *
 * Why generated rather than downloaded: the artwork is original, so there are no stock or
 * game-publisher licences to track; nothing is hot-linked; and the output is reproducible.
 * Each picture is plain SVG built from shapes, gradients and filters, with every
 * "random" detail (stars, embers, skylines) drawn from a seeded generator, then rendered,
 * sized and compressed by sharp. To change a picture, edit its drawing and run again:
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Output goes to src/client/public/ (favicon.svg, favicon-32.png, apple-touch-icon.png)
 * and src/client/public/images/; news covers and game thumbnails also get responsive AVIF and
 * WebP copies under images/v/, listed in src/shared/site-image-variants.json (images/variants.ts).
 *
 * This file only chooses what to write; the drawings live in scripts/images/: brand.ts (logo,
 * favicons, social card), backgrounds.ts (theme backgrounds), news.ts (news covers), games.ts
 * (game thumbnails), with the shared parts in motifs.ts (emblem, wordmark, controllers),
 * svg.ts (the Scene and reusable shapes), random.ts (seeded randomness), constants.ts
 * (colours, sizes) and output.ts (rendering and saving with sharp).
 */
import { join, relative } from "node:path";
import sharp from "sharp";
import {
  drawBattleRoyale,
  drawCyberpunk,
  drawDefault,
  drawFantasy,
  drawIndustrial,
  drawSciFi,
} from "./images/backgrounds";
import { drawAppleTouchIcon, drawFavicon, drawLogo, drawSocialCard } from "./images/brand";
import { BRAND } from "./images/constants";
import { drawGameFallback, GAME_ART } from "./images/game-art";
import { drawGrassBlock, drawSoldierHelmet } from "./images/games";
import { COVERS, drawStockCover } from "./images/news";
import {
  BRAND_DIR,
  IMAGES_DIR,
  PUBLIC_DIR,
  ROOT,
  rasterise,
  save,
  saveJpeg,
  savePng,
  saveWebp,
  written,
} from "./images/output";
import { SOCIAL_MARKS, socialMarkSvg } from "./images/social-marks";
import type { Scene } from "./images/svg";
import { saveVariants, writeManifest } from "./images/variants";

/** News covers fill a card (about 400 px) up to the article's wide picture (1200 px). */
const COVER_WIDTHS = [400, 800, 1200] as const;
/** Backdrops fill the screen: 960 px serves phones and tablets, 1920 px everything larger. */
const BACKGROUND_WIDTHS = [960, 1920] as const;
/** Game thumbnails show at 64 px: 96 serves screens up to 1.5x, 160 the sharper ones. */
const GAME_WIDTHS = [96, 160] as const;

async function generateBrand(): Promise<void> {
  const logo = drawLogo();
  await save(join(BRAND_DIR, "logo.svg"), logo.toSvg());
  await savePng(logo, join(BRAND_DIR, "logo.png"), 2, { palette: true });
  for (const [name, icon] of Object.entries(SOCIAL_MARKS)) {
    await save(join(BRAND_DIR, `social-${name}.svg`), socialMarkSvg(icon));
  }
  const favicon = drawFavicon();
  await save(join(PUBLIC_DIR, "favicon.svg"), favicon.toSvg());
  await savePng(favicon, join(PUBLIC_DIR, "favicon-32.png"), 0.5);
  const touch = await rasterise(drawAppleTouchIcon())
    .flatten({ background: BRAND.ink })
    .png()
    .toBuffer();
  await save(join(PUBLIC_DIR, "apple-touch-icon.png"), touch);
  await saveJpeg(drawSocialCard(), join(IMAGES_DIR, "og-default.jpg"), 80);
}

const BACKGROUNDS: readonly [string, () => Scene][] = [
  ["battleroyal", drawBattleRoyale],
  ["fantasy", drawFantasy],
  ["scifi", drawSciFi],
  ["industrial", drawIndustrial],
  ["cyberpunk", drawCyberpunk],
  ["default", drawDefault],
];

async function generateBackgrounds(only?: string): Promise<void> {
  for (const [name, draw] of BACKGROUNDS) {
    if (only && only !== name) continue;
    const scene = draw();
    const base = join(IMAGES_DIR, "backgrounds", name);
    await saveWebp(scene, `${base}.webp`, 70, 150);
    await saveJpeg(scene, `${base}.jpg`, 70);
    await saveVariants(`/images/backgrounds/${name}.webp`, scene, BACKGROUND_WIDTHS);
  }
}

async function generateCovers(only?: string): Promise<void> {
  const covers: [string, () => Scene][] = COVERS.map((cover) => [
    cover.slug,
    () => cover.draw(cover.palette),
  ]);
  covers.push(["stock", drawStockCover]);
  for (const [slug, draw] of covers) {
    if (only && only !== slug) continue;
    const scene = draw();
    // The original stays: posts store its address, and it is the fallback of the responsive set.
    await saveWebp(scene, join(IMAGES_DIR, "news", `${slug}.webp`), 72, 80);
    await saveVariants(`/images/news/${slug}.webp`, scene, COVER_WIDTHS);
  }
}

async function generateGames(): Promise<void> {
  const games: [string, Scene][] = [
    ["minecraft", drawGrassBlock()],
    ["call-of-duty", drawSoldierHelmet()],
  ];
  for (const [name, scene] of games) {
    await saveWebp(scene, join(IMAGES_DIR, "games", `${name}.webp`), 82, 20);
    await saveVariants(`/images/games/${name}.webp`, scene, GAME_WIDTHS);
  }
}

/** The games' card art, in /images/games/art/ beside the home page's small thumbnails. */
async function generateGameArt(only?: string): Promise<void> {
  const scenes: [string, () => Scene][] = GAME_ART.map((art) => [
    art.slug,
    () => art.draw(art.palette),
  ]);
  scenes.push(["fallback", drawGameFallback]);
  for (const [slug, draw] of scenes) {
    if (only && only !== slug) continue;
    const scene = draw();
    await saveWebp(scene, join(IMAGES_DIR, "games", "art", `${slug}.webp`), 72, 80);
    await saveVariants(`/images/games/art/${slug}.webp`, scene, COVER_WIDTHS);
  }
}

/** Game logos are square and shown at 64 to 96 px: 160 px covers the sharper screens. */
const GAME_LOGO_SIZE = 160;

/**
 * Each game's logo (the Game's `logo`) in /images/games/logos/: the centre
 * of its card art, squared, so the small badge matches the card without copying anyone's mark.
 */
async function generateGameLogos(only?: string): Promise<void> {
  for (const art of GAME_ART) {
    if (only && only !== art.slug) continue;
    const pixels = await rasterise(art.draw(art.palette)).png().toBuffer();
    const data = await sharp(pixels)
      .resize(GAME_LOGO_SIZE, GAME_LOGO_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: 80, effort: 6 })
      .toBuffer();
    await save(join(IMAGES_DIR, "games", "logos", `${art.slug}.webp`), data);
  }
}

/**
 * Usage: `npx tsx scripts/generate-images.ts [group] [name]` where group is brand,
 * backgrounds, covers, games, game-art or game-logos (default: everything) and name limits it to one image.
 */
async function main(): Promise<void> {
  const [group, name] = process.argv.slice(2);
  if (!group || group === "brand") await generateBrand();
  if (!group || group === "backgrounds") await generateBackgrounds(name);
  if (!group || group === "covers") await generateCovers(name);
  if (!group || group === "games") await generateGames();
  if (!group || group === "game-art") await generateGameArt(name);
  if (!group || group === "game-logos") await generateGameLogos(name);
  await writeManifest();
  for (const { file, bytes } of written) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${relative(ROOT, file)}`);
  }
}

await main();
