/**
 * Responsive copies of the content images the site ships (news covers, game thumbnails): each
 * picture at a few widths in AVIF and WebP, so a phone downloads a 400 px file instead of the
 * 1200 px original, and browsers that read AVIF get the smaller format.
 *
 * The copies live under /images/v/ with a hash of their pixels and settings in the name, so a
 * changed picture gets new addresses and the server may cache those files for a year. The
 * manifest (src/shared/site-image-variants.json) tells the page which copies exist; the stored
 * post keeps the original's address (/images/news/<slug>.webp), which stays as the fallback.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { IMAGES_DIR, ROOT, rasterise, save } from "./output";
import type { Scene } from "./svg";

export const MANIFEST_FILE = join(ROOT, "src/shared/site-image-variants.json");
const VARIANTS_DIR = join(IMAGES_DIR, "v");

/** Flat, drawn artwork: these qualities keep edges clean at about half the original's bytes. */
const ENCODING = { avif: { quality: 48, effort: 6 }, webp: { quality: 70, effort: 6 } } as const;

export interface VariantEntry {
  width: number;
  height: number;
  hash: string;
  widths: number[];
}

type Manifest = Record<string, VariantEntry>;

const pending: Manifest = {};

/**
 * Writes the AVIF and WebP copies of `scene` at each width (never wider than the drawing) for
 * the shipped image at site path `url` ("/images/news/x.webp"), drops copies of an older hash,
 * and records the entry for `writeManifest`.
 */
export async function saveVariants(
  url: string,
  scene: Scene,
  widths: readonly number[],
): Promise<void> {
  const pixels = await rasterise(scene).png().toBuffer();
  const { width, height } = await sharp(pixels).metadata();
  if (!width || !height) throw new Error(`${url}: drawing without dimensions`);
  const hash = createHash("sha256")
    .update(pixels)
    .update(JSON.stringify({ ENCODING, widths }))
    .digest("hex")
    .slice(0, 10);
  const stem = variantStem(url);
  const kept = widths.filter((target) => target <= width);
  for (const target of kept) {
    const resized = sharp(pixels).resize({ width: target });
    const base = join(VARIANTS_DIR, `${stem}.${hash}.${target}`);
    await save(`${base}.avif`, await resized.clone().avif(ENCODING.avif).toBuffer());
    // At full width the original is that WebP already (and AVIF readers, nearly all browsers,
    // never ask for it): a second copy would only grow the repository.
    if (target < width) {
      await save(`${base}.webp`, await resized.clone().webp(ENCODING.webp).toBuffer());
    }
  }
  await removeStale(stem, hash);
  pending[url] = { width, height, hash, widths: kept };
}

/** "/images/news/x.webp" -> "news/x": the folder under /images/ and the name without extension. */
function variantStem(url: string): string {
  const match = /^\/images\/(.+)\.[a-z0-9]+$/.exec(url);
  if (!match?.[1]) throw new Error(`${url}: not a path under /images/`);
  return match[1];
}

async function removeStale(stem: string, hash: string): Promise<void> {
  const slash = stem.lastIndexOf("/");
  const dir = join(VARIANTS_DIR, stem.slice(0, slash));
  const name = stem.slice(slash + 1);
  for (const file of await readdir(dir)) {
    if (file.startsWith(`${name}.`) && !file.startsWith(`${name}.${hash}.`)) {
      await rm(join(dir, file));
    }
  }
}

/** Merges this run's entries into the manifest (a run may redraw only some pictures). */
export async function writeManifest(): Promise<void> {
  if (Object.keys(pending).length === 0) return;
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(await readFile(MANIFEST_FILE, "utf8")) as Manifest;
  } catch {
    // First run: no manifest yet.
  }
  Object.assign(manifest, pending);
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  // Laid out as Biome formats JSON, so the generated file passes the lint.
  const entries = Object.entries(sorted).map(
    ([url, entry]) =>
      `  ${JSON.stringify(url)}: {\n    "width": ${entry.width},\n    "height": ${entry.height},\n    "hash": "${entry.hash}",\n    "widths": [${entry.widths.join(", ")}]\n  }`,
  );
  await writeFile(MANIFEST_FILE, `{\n${entries.join(",\n")}\n}\n`);
}
