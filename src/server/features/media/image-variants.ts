import sharp, { type Metadata } from "sharp";
import { MEDIA_WIDTHS } from "../../../shared/media";

/** 40 megapixels: larger than any photo a post needs, small enough to decode safely. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif"]);
const WEBP_QUALITY = 80;

export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
}

export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Checks that the bytes are a raster image of an accepted format within the pixel limit (the
 * content decides, never the name or the Content-Type) and re-encodes it to WebP at each width
 * of the srcset that it is at least as wide as (a smaller image gets one copy at its own width).
 * Re-encoding also drops whatever else the file carried (metadata, scripts in comments).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRejectedError(`not an image: ${(error as Error).message}`);
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ImageRejectedError(`refused image format ${format ?? "unknown"}`);
  }
  if (!width || !height) throw new ImageRejectedError("image without dimensions");
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(`image of ${width}x${height} is over ${MAX_IMAGE_PIXELS} pixels`);
  }
  const targets: number[] = MEDIA_WIDTHS.filter((target) => target <= width);
  if (targets.length === 0) targets.push(width);
  const variants: ImageVariant[] = [];
  try {
    for (const target of targets) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        // Photos are stored sideways with an orientation tag; apply it before it is dropped.
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
  } catch (error) {
    throw new ImageRejectedError(`image could not be decoded: ${(error as Error).message}`);
  }
  return { width, height, variants };
}
