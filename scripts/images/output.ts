/** Rendering and writing: rasterising with sharp, encoding within a byte budget, saving. */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import type { Scene } from "./svg";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const PUBLIC_DIR = join(ROOT, "src/client/public");
export const IMAGES_DIR = join(PUBLIC_DIR, "images");
/**
 * The header's logo is imported by the client's code, so the build names it by its content's
 * hash and it is cached for a year like the scripts (files in public/ keep their names).
 */
export const BRAND_DIR = join(ROOT, "src/client/app/layout/brand");

interface Written {
  file: string;
  bytes: number;
}

export const written: Written[] = [];

export async function save(file: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push({ file, bytes: Buffer.byteLength(data) });
}

/** Rasterises SVG; `scale` renders vector-sharp at a multiple of its size. */
export function rasterise(scene: Scene, scale = 1): Sharp {
  return sharp(Buffer.from(scene.toSvg()), { density: 72 * scale });
}

/** Encodes at `quality`, stepping down if needed to stay within the byte budget. */
async function encodeWithinBudget(
  encode: (quality: number) => Promise<Buffer>,
  quality: number,
  budgetKb: number,
  file: string,
): Promise<Buffer> {
  let current = quality;
  let data = await encode(current);
  while (data.length > budgetKb * 1024 && current > 50) {
    current -= 4;
    data = await encode(current);
  }
  if (data.length > budgetKb * 1024) {
    console.warn(`warning: ${relative(ROOT, file)} is ${Math.round(data.length / 1024)} KB`);
  }
  return data;
}

export async function saveWebp(scene: Scene, file: string, quality: number, budgetKb: number) {
  const pixels = await rasterise(scene).png().toBuffer();
  const data = await encodeWithinBudget(
    (q) => sharp(pixels).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer(),
    quality,
    budgetKb,
    file,
  );
  await save(file, data);
}

export async function saveJpeg(scene: Scene, file: string, quality: number, budgetKb = Infinity) {
  const pixels = await rasterise(scene).png().toBuffer();
  const data = await encodeWithinBudget(
    (q) =>
      sharp(pixels).flatten({ background: "#000" }).jpeg({ quality: q, mozjpeg: true }).toBuffer(),
    quality,
    budgetKb,
    file,
  );
  await save(file, data);
}

/**
 * `palette`: quantised to at most 256 colours (the logo: half the bytes, no visible change on its
 * flat colours), for an image every page's first view downloads.
 */
export async function savePng(
  scene: Scene,
  file: string,
  scale = 1,
  { palette = false } = {},
): Promise<void> {
  const png = palette
    ? { palette: true, quality: 90, compressionLevel: 9, effort: 10 }
    : { compressionLevel: 9 };
  await save(file, await rasterise(scene, scale).png(png).toBuffer());
}
