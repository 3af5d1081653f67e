import { fileTypeFromBuffer } from "file-type";
import sanitizeHtml from "sanitize-html";
import sharp from "sharp";
import { GAME_LOGO_MAX_BYTES, GAME_LOGO_MAX_PIXELS } from "../../../shared/game-logos";
import { badRequest } from "../../lib/http-error";

/**
 * Checks an uploaded logo and returns the bytes to store. Never trusts the name or the declared
 * type: the content decides what the file is (PNG and JPEG by their magic bytes, SVG by being an
 * XML document whose root is <svg>), and a name or type that says otherwise is refused. Rasters
 * are decoded and re-encoded (which also drops their metadata); an SVG with anything active in
 * it is refused by name, and an accepted one still goes through an allow-list sanitiser.
 */
export type LogoType = "image/png" | "image/jpeg" | "image/svg+xml";

export interface CheckedLogo {
  contentType: LogoType;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

const EXTENSIONS: Record<LogoType, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/svg+xml": ["svg"],
};
const TYPE_NAMES: Record<LogoType, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/svg+xml": "SVG",
};

export async function checkLogoFile(file: {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}): Promise<CheckedLogo> {
  if (file.bytes.length === 0) throw badRequest("The logo file is empty");
  if (file.bytes.length > GAME_LOGO_MAX_BYTES) throw badRequest("The logo must be 2 MB or smaller");
  const contentType = await detectType(file.bytes);
  if (!contentType) throw badRequest("Only SVG, PNG and JPEG logos can be uploaded");
  const extension = file.filename.toLowerCase().split(".").pop() ?? "";
  if (!EXTENSIONS[contentType].includes(extension)) {
    throw badRequest(
      `The file is a ${TYPE_NAMES[contentType]} image but its name ends in .${extension}`,
    );
  }
  const declared =
    file.mimetype.toLowerCase() === "image/jpg" ? "image/jpeg" : file.mimetype.toLowerCase();
  if (declared !== contentType && declared !== "application/octet-stream") {
    throw badRequest(
      `The file is a ${TYPE_NAMES[contentType]} image but was sent as ${file.mimetype}`,
    );
  }
  return contentType === "image/svg+xml"
    ? checkSvg(file.bytes)
    : reencodeRaster(file.bytes, contentType);
}

async function detectType(bytes: Buffer): Promise<LogoType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === "image/png" || detected?.mime === "image/jpeg") return detected.mime;
  // file-type names an XML document by its prologue; whether it is an SVG is decided below.
  if (detected && !["application/xml", "text/xml", "image/svg+xml"].includes(detected.mime))
    return null;
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  // An XML prolog, comments and a doctype may come first; the first element must be <svg>.
  const withoutPrologue = text.replace(
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i,
    "",
  );
  return /^<svg[\s>]/i.test(withoutPrologue) ? "image/svg+xml" : null;
}

async function dimensionsOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  } catch {
    throw badRequest("The image could not be read");
  }
}

function checkPixels({ width, height }: { width: number; height: number }): void {
  if (width * height > GAME_LOGO_MAX_PIXELS) {
    throw badRequest(`The logo is ${width} x ${height} pixels; at most 16 megapixels are allowed`);
  }
}

async function reencodeRaster(
  bytes: Buffer,
  contentType: "image/png" | "image/jpeg",
): Promise<CheckedLogo> {
  const size = await dimensionsOf(bytes);
  checkPixels(size);
  try {
    // Decoding and encoding again drops EXIF, text chunks and anything appended to the file;
    // rotate() applies the EXIF orientation first so the picture stays upright.
    const image = sharp(bytes).rotate();
    const out =
      contentType === "image/png"
        ? await image.png().toBuffer({ resolveWithObject: true })
        : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { contentType, bytes: out.data, width: out.info.width, height: out.info.height };
  } catch {
    throw badRequest("The image could not be read");
  }
}

/** Things an SVG may not contain, each with the words the refusal uses. */
const ACTIVE_CONTENT: readonly [RegExp, string][] = [
  [/<script[\s>/]/i, "a <script> element"],
  [/<foreignObject[\s>/]/i, "a <foreignObject> element"],
  [/\son[a-z]+\s*=/i, "an event handler attribute (on...)"],
  [/javascript\s*:/i, "a javascript: URL"],
  [
    /<(iframe|embed|object|audio|video|animate|set|handler|listener)[\s>/]/i,
    "an embedded or animated element",
  ],
];

/**
 * The SVG as a browser reads it: XML character references decoded (`u&#114;l(`), then CSS
 * comments dropped and CSS escapes unescaped (`u\72l(`, `\75rl(`), so no spelling of a
 * reference or element slips past the checks below. The checks run on the text as written
 * too; a harmless logo reads the same both ways.
 */
function asBrowserReads(svg: string): string {
  const decoded = svg.replace(/&#(x[0-9a-f]{1,6}|[0-9]{1,7});?/gi, (_match, code: string) =>
    codePointText(
      code.startsWith("x") || code.startsWith("X")
        ? Number.parseInt(code.slice(1), 16)
        : Number(code),
    ),
  );
  return decoded
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")
    .replace(/\\(?:([0-9a-f]{1,6})\s?|([\s\S]))/gi, (_match, hex?: string, char?: string) =>
      hex ? codePointText(Number.parseInt(hex, 16)) : (char ?? ""),
    );
}

function codePointText(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
}

function activeContentIn(svg: string): string | null {
  return activeContentInText(svg) ?? activeContentInText(asBrowserReads(svg));
}

function activeContentInText(svg: string): string | null {
  for (const [pattern, name] of ACTIVE_CONTENT) if (pattern.test(svg)) return name;
  // References may only point inside the document (#id) or be raster data URLs.
  const references = [
    ...svg.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi),
    ...svg.matchAll(/\ssrc\s*=\s*["']([^"']*)["']/gi),
    ...svg.matchAll(/url\(\s*["']?([^"')]*)["']?\s*\)/gi),
    ...svg.matchAll(/@import\s+["']?([^"';\s]+)/gi),
  ].map((match) => (match[1] ?? "").trim());
  for (const reference of references) {
    if (reference.startsWith("#")) continue;
    if (/^data:/i.test(reference)) {
      if (/^data:image\/(png|jpeg|gif|webp);/i.test(reference)) continue;
      return "a data: URL that is not a raster image";
    }
    return `an external reference (${reference.slice(0, 60)})`;
  }
  return null;
}

const SVG_TAGS = [
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "image",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feMerge",
  "feMergeNode",
  "feFlood",
  "feComposite",
  "style",
];
const SVG_ATTRIBUTES = [
  "id",
  "class",
  "style",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-miterlimit",
  "stroke-opacity",
  "opacity",
  "transform",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "fx",
  "fy",
  "clip-path",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "patternUnits",
  "patternTransform",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "href",
  "xlink:href",
  "xmlns",
  "xmlns:xlink",
  "version",
  "stdDeviation",
  "dx",
  "dy",
  "in",
  "in2",
  "mode",
  "result",
  "values",
  "type",
  "operator",
  "flood-color",
  "flood-opacity",
  "filter",
  "filterUnits",
  "display",
  "visibility",
  "color",
];

async function checkSvg(bytes: Buffer): Promise<CheckedLogo> {
  const text = bytes.toString("utf8");
  const found = activeContentIn(text);
  if (found) throw badRequest(`SVG logos may not contain active content: found ${found}`);
  const size = await dimensionsOf(bytes);
  checkPixels(size);
  const clean = sanitizeHtml(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesByTag: { image: ["data"], use: [] },
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw badRequest("The SVG could not be read");
  return {
    contentType: "image/svg+xml",
    bytes: Buffer.from(clean, "utf8"),
    width: size.width,
    height: size.height,
  };
}
