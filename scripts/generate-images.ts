/**
 * Generates every image GameHub ships: logo, favicons, theme backgrounds, news covers,
 * the social card and the game thumbnails.
 *
 * Why generated rather than downloaded: the artwork is original, so there are no stock or
 * game-publisher licences to track; nothing is hot-linked; and the output is reproducible.
 * Each picture is plain SVG built here from shapes, gradients and filters, with every
 * "random" detail (stars, embers, skylines) drawn from a seeded generator, then rendered,
 * sized and compressed by sharp. To change a picture, edit its drawing and run again:
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Output goes to src/client/public/ (favicon.svg, favicon-32.png, apple-touch-icon.png)
 * and src/client/public/images/.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = join(ROOT, "src/client/public");
const IMAGES_DIR = join(PUBLIC_DIR, "images");

const BRAND = {
  orange: "#ff5e00",
  amber: "#ff9a1f",
  yellow: "#ffd000",
  ink: "#0b0b12",
  cutout: "#140c06",
  light: "#f5f5f7",
} as const;

const WORDMARK_FONT = "Arial Black, Arial, sans-serif";
const BACKGROUND = { width: 1920, height: 1080 } as const;
const COVER = { width: 1200, height: 630 } as const;

// ---------------------------------------------------------------------------------------------
// Seeded randomness: the same seed always draws the same picture.
// ---------------------------------------------------------------------------------------------

type Random = () => number;

/** mulberry32: tiny, fast and good enough for scattering stars. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash, so every image gets its own stable seed from its name. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}

/** A position in 0..1 that clusters near 0 and 1, to keep detail at the edges of a page. */
function towardEdges(random: Random): number {
  const t = random();
  return t < 0.5 ? (t * 2) ** 2 / 2 : 1 - ((1 - t) * 2) ** 2 / 2;
}

/** Rounds to one decimal so generated SVG stays compact. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks.
// ---------------------------------------------------------------------------------------------

type Point = readonly [number, number];
/** Gradient stop: offset 0..1, colour, optional opacity. */
type Stop = readonly [number, string, number?];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join("");
}

function unitRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** Collects the defs and layers of one picture and hands out unique ids. */
class Scene {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private nextId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...markup: string[]): void {
    this.layers.push(...markup);
  }

  /** Adds a definition built around a fresh id and returns `url(#id)`. */
  define(prefix: string, build: (id: string) => string): string {
    const id = `${prefix}${this.nextId++}`;
    this.defs.push(build(id));
    return `url(#${id})`;
  }

  linear(stops: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1]): string {
    return this.define(
      "lg",
      (id) =>
        `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  radial(stops: readonly Stop[], centre: Point = [0.5, 0.5], radius = 0.5, focus?: Point): string {
    const [fx, fy] = focus ?? centre;
    return this.define(
      "rg",
      (id) =>
        `<radialGradient id="${id}" cx="${centre[0]}" cy="${centre[1]}" r="${radius}" fx="${fx}" fy="${fy}">${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  blur(deviation: number): string {
    return this.define(
      "bl",
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }

  clip(markup: string): string {
    return this.define("cp", (id) => `<clipPath id="${id}">${markup}</clipPath>`);
  }

  /** A luminance mask over the whole canvas whose visibility follows `fill` (white shows). */
  mask(fill: string): string {
    return this.define(
      "mk",
      (id) =>
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}"><rect width="${this.width}" height="${this.height}" fill="${fill}"/></mask>`,
    );
  }

  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${this.layers.join("")}</svg>`;
  }
}

function fillCanvas(scene: Scene, fill: string, opacity = 1): void {
  scene.add(
    `<rect width="${scene.width}" height="${scene.height}" fill="${fill}" opacity="${opacity}"/>`,
  );
}

function verticalGradient(scene: Scene, stops: readonly Stop[]): void {
  fillCanvas(scene, scene.linear(stops));
}

/** Mask that fades vertically: pairs of [offset, visibility]. */
function verticalMask(scene: Scene, visibility: readonly (readonly [number, number])[]): string {
  return scene.mask(scene.linear(visibility.map(([offset, alpha]) => [offset, "#fff", alpha])));
}

/** Mask that shows an elliptical region (centre and radius in 0..1 of the canvas). */
function radialMask(scene: Scene, centre: Point, radius: number, strength = 1): string {
  return scene.mask(
    scene.radial(
      [
        [0, "#fff", strength],
        [0.55, "#fff", strength * 0.55],
        [1, "#fff", 0],
      ],
      centre,
      radius,
    ),
  );
}

/** A soft coloured light: an ellipse filled with a fading radial gradient. */
function glow(
  scene: Scene,
  [cx, cy]: Point,
  [rx, ry]: Point,
  color: string,
  opacity: number,
): void {
  const fill = scene.radial([
    [0, color, opacity],
    [0.35, color, opacity * 0.5],
    [0.7, color, opacity * 0.15],
    [1, color, 0],
  ]);
  scene.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`);
}

interface NoiseLayer {
  /** feTurbulence baseFrequency (x, y): low values give clouds, smoke and nebulae. */
  frequency: Point;
  octaves: number;
  seed: number;
  color: string;
  /** Noise level (about 0.3..0.7) below which the layer is transparent. */
  threshold: number;
  contrast: number;
  opacity: number;
  mask?: string;
}

/** Clouds, smoke or nebula: fractal noise turned into a single-colour alpha layer. */
function noiseLayer(scene: Scene, layer: NoiseLayer): void {
  const [r, g, b] = unitRgb(layer.color);
  const offset = -layer.contrast * layer.threshold;
  const filter = scene.define(
    "nz",
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${layer.frequency[0]} ${layer.frequency[1]}" numOctaves="${layer.octaves}" seed="${layer.seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${layer.contrast} 0 0 0 ${offset}"/></filter>`,
  );
  const rect = `<rect width="${scene.width}" height="${scene.height}" filter="${filter}" opacity="${layer.opacity}"/>`;
  scene.add(layer.mask ? `<g mask="${layer.mask}">${rect}</g>` : rect);
}

/** Darkens the middle of a page so the translucent panels over it stay readable. */
function centreScrim(scene: Scene, color: string, opacity: number): void {
  glow(
    scene,
    [scene.width / 2, scene.height * 0.58],
    [scene.width * 0.42, scene.height * 0.5],
    color,
    opacity,
  );
}

function bottomFade(scene: Scene, color: string, from = 0.7, opacity = 1): void {
  fillCanvas(
    scene,
    scene.linear([
      [from, color, 0],
      [1, color, opacity],
    ]),
  );
}

function vignette(scene: Scene, opacity: number, color = "#000"): void {
  fillCanvas(
    scene,
    scene.radial(
      [
        [0.55, color, 0],
        [1, color, opacity],
      ],
      [0.5, 0.5],
      0.75,
    ),
  );
}

/** A square line grid, as a pattern fill. */
function gridPattern(scene: Scene, cell: number, color: string, opacity: number): string {
  return scene.define(
    "gp",
    (id) =>
      `<pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><path d="M${cell} 0H0V${cell}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1"/></pattern>`,
  );
}

function dotPattern(scene: Scene, cell: number, radius: number, color: string, opacity: number) {
  return scene.define(
    "dp",
    (id) =>
      `<pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><circle cx="${cell / 2}" cy="${cell / 2}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/></pattern>`,
  );
}

/** Four-pointed glint used for bright stars and sparkles. */
function sparkle([x, y]: Point, size: number, color: string, opacity = 1): string {
  const s = size;
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z" fill="${color}" opacity="${opacity}"/>`;
}

interface StarField {
  count: number;
  area: readonly [x: number, y: number, width: number, height: number];
  colors: readonly string[];
  maxRadius: number;
  /** Exponent > 1 packs stars towards the top of the area. */
  topBias?: number;
  sparkles?: number;
}

function starField(scene: Scene, random: Random, field: StarField): void {
  const [x0, y0, width, height] = field.area;
  const dots: string[] = [];
  for (let i = 0; i < field.count; i++) {
    const x = x0 + random() * width;
    const y = y0 + random() ** (field.topBias ?? 1) * height;
    const radius = 0.4 + random() ** 3 * field.maxRadius;
    dots.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${pick(random, field.colors)}" opacity="${n(between(random, 0.35, 1))}"/>`,
    );
  }
  scene.add(`<g>${dots.join("")}</g>`);
  const glints: string[] = [];
  for (let i = 0; i < (field.sparkles ?? 0); i++) {
    const point: Point = [x0 + random() * width, y0 + random() ** 1.5 * height * 0.8];
    const size = between(random, 6, 16);
    glints.push(
      `<circle cx="${n(point[0])}" cy="${n(point[1])}" r="${n(size / 3)}" fill="#fff" opacity=".18"/>`,
      sparkle(point, size, pick(random, field.colors), 0.9),
    );
  }
  scene.add(`<g>${glints.join("")}</g>`);
}

interface Particles {
  count: number;
  area: readonly [x: number, y: number, width: number, height: number];
  colors: readonly string[];
  size: readonly [number, number];
  /** Keep most particles near the left and right edges. */
  edges?: boolean;
  /** Direction of travel (degrees): adds a faint trail behind each particle. */
  streakAngle?: number;
}

/** Embers, fireflies, confetti-like glowing motes: a blurred halo layer plus bright cores. */
function particles(scene: Scene, random: Random, options: Particles): void {
  const [x0, y0, width, height] = options.area;
  const halos: string[] = [];
  const trails: string[] = [];
  const cores: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const x = x0 + (options.edges ? towardEdges(random) : random()) * width;
    const y = y0 + random() * height;
    const size = between(random, options.size[0], options.size[1]);
    const color = pick(random, options.colors);
    const opacity = between(random, 0.4, 1);
    halos.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 3)}" fill="${color}" opacity="${n(opacity * 0.45)}"/>`,
    );
    cores.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${color}" opacity="${n(opacity)}"/>`,
    );
    if (options.streakAngle !== undefined) {
      const angle = ((options.streakAngle + between(random, -10, 10)) * Math.PI) / 180;
      const length = size * between(random, 4, 12);
      trails.push(
        `<path d="M${n(x)} ${n(y)}l${n(-Math.cos(angle) * length)} ${n(-Math.sin(angle) * length)}" stroke="${color}" stroke-width="${n(size * 0.9)}" stroke-linecap="round" opacity="${n(opacity * 0.35)}"/>`,
      );
    }
  }
  scene.add(
    `<g filter="${scene.blur(4)}">${halos.join("")}</g><g>${trails.join("")}</g><g>${cores.join("")}</g>`,
  );
}

interface Ridge {
  x0: number;
  x1: number;
  baseY: number;
  /** Size of the first random displacement; later ones shrink by `roughness`. */
  amplitude: number;
  roughness: number;
  depth?: number;
  /** Added to the baseline at each t in 0..1 (negative = higher). */
  profile?: (t: number) => number;
  /** Multiplies the random part at each t in 0..1. */
  envelope?: (t: number) => number;
}

/** Mountain-like outline by midpoint displacement. */
function ridgePoints(random: Random, ridge: Ridge): Point[] {
  let values = [0, 0];
  let spread = ridge.amplitude;
  for (let level = 0; level < (ridge.depth ?? 8); level++) {
    const next: number[] = [];
    values.forEach((value, index) => {
      next.push(value);
      const following = values[index + 1];
      if (following !== undefined) {
        next.push((value + following) / 2 + (random() * 2 - 1) * spread);
      }
    });
    values = next;
    spread *= ridge.roughness;
  }
  const last = values.length - 1;
  return values.map((noise, index) => {
    const t = index / last;
    const y = ridge.baseY + (ridge.profile?.(t) ?? 0) + noise * (ridge.envelope?.(t) ?? 1);
    return [ridge.x0 + (ridge.x1 - ridge.x0) * t, y] as const;
  });
}

function polyline(points: readonly Point[]): string {
  return points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
}

/** Closes a ridge outline down to `bottom` to make a filled silhouette. */
function silhouettePath(points: readonly Point[], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return "";
  return `M${n(first[0])} ${bottom}L${polyline(points).slice(1)}L${n(last[0])} ${bottom}Z`;
}

function ridgeLayer(
  scene: Scene,
  random: Random,
  ridge: Ridge,
  fill: string,
  rim?: { color: string; opacity: number; width: number },
): Point[] {
  const points = ridgePoints(random, ridge);
  scene.add(`<path d="${silhouettePath(points, scene.height + 2)}" fill="${fill}"/>`);
  if (rim) {
    scene.add(
      `<path d="${polyline(points)}" fill="none" stroke="${rim.color}" stroke-opacity="${rim.opacity}" stroke-width="${rim.width}" stroke-linejoin="round"/>`,
    );
  }
  return points;
}

/** Smooth closed blob through points around a centre (Catmull-Rom turned into Béziers). */
function blobPath(random: Random, [cx, cy]: Point, [rx, ry]: Point, wobble: number, count = 12) {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const scale = 1 + (random() * 2 - 1) * wobble;
    points.push([cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale]);
  }
  return smoothClosedPath(points);
}

function smoothClosedPath(points: readonly Point[]): string {
  const at = (index: number): Point => {
    const point = points[(index + points.length) % points.length];
    if (!point) throw new Error("empty path");
    return point;
  };
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < points.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

function hexPoints([cx, cy]: Point, radius: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`;
  }).join(" ");
}

/** Buildings as one path: a list of [x, width, height] standing on `groundY`. */
function skylinePath(buildings: readonly (readonly [number, number, number])[], groundY: number) {
  return buildings
    .map(
      ([x, width, height]) => `M${n(x)} ${groundY}V${n(groundY - height)}h${n(width)}V${groundY}Z`,
    )
    .join("");
}

function randomSkyline(
  random: Random,
  [x0, x1]: Point,
  widthRange: Point,
  heightAt: (t: number) => number,
): [number, number, number][] {
  const buildings: [number, number, number][] = [];
  let x = x0;
  while (x < x1) {
    const width = between(random, widthRange[0], widthRange[1]);
    const t = (x - x0) / (x1 - x0);
    buildings.push([x, width, heightAt(t) * between(random, 0.65, 1.1)]);
    x += width + between(random, -4, 6);
  }
  return buildings;
}

/** Lit windows scattered over buildings. */
function windowLights(
  random: Random,
  buildings: readonly (readonly [number, number, number])[],
  groundY: number,
  colors: readonly string[],
  chance: number,
  cell: Point = [12, 16],
): string {
  const lights: string[] = [];
  for (const [x, width, height] of buildings) {
    for (let wy = groundY - height + 14; wy < groundY - 10; wy += cell[1]) {
      for (let wx = x + 6; wx < x + width - 8; wx += cell[0]) {
        if (random() < chance) {
          lights.push(
            `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell[0] * 0.45)}" height="${n(cell[1] * 0.45)}" fill="${pick(random, colors)}" opacity="${n(between(random, 0.35, 0.95))}"/>`,
          );
        }
      }
    }
  }
  return `<g>${lights.join("")}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Shared motifs: the GameHub emblem and a game controller.
// ---------------------------------------------------------------------------------------------

/** Controller outline in a 100 x 60 box (body spans y 6..57). */
const CONTROLLER_BODY =
  "M28 6H72C84 6 91 12 94 24L99 44C101 54 92 59 85 52L75 42H25L15 52C8 59-1 54 1 44L6 24C9 12 16 6 28 6Z";

function controllerDetails(dpad: string, buttons: readonly string[]): string {
  const [a = dpad, b = dpad, c = dpad, d = dpad] = buttons;
  return `<path d="M24 16h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="${dpad}"/><circle cx="73" cy="18" r="3.6" fill="${a}"/><circle cx="80" cy="25" r="3.6" fill="${b}"/><circle cx="73" cy="32" r="3.6" fill="${c}"/><circle cx="66" cy="25" r="3.6" fill="${d}"/>`;
}

/** Simple silhouette controller (emblem, favicons). */
function simpleController(transform: string, body: string, detail: string): string {
  return `<g transform="${transform}"><path d="${CONTROLLER_BODY}" fill="${body}"/>${controllerDetails(detail, [])}</g>`;
}

interface ControllerStyle {
  body: string;
  rim: string;
  dpad: string;
  buttons: readonly string[];
  stick: string;
  light: string;
}

/** Detailed controller for illustrations: body, rim light, sticks, buttons, light bar. */
function detailedController(scene: Scene, transform: string, style: ControllerStyle): string {
  const shine = scene.linear([
    [0, "#fff", 0.22],
    [0.45, "#fff", 0],
  ]);
  const stick = (cx: number) =>
    `<circle cx="${cx}" cy="35" r="6.4" fill="#0a0a10"/><circle cx="${cx}" cy="35" r="4.6" fill="${style.stick}"/><circle cx="${cx - 1}" cy="34" r="2" fill="#fff" opacity=".18"/>`;
  return `<g transform="${transform}"><path d="${CONTROLLER_BODY}" fill="${style.body}"/><path d="${CONTROLLER_BODY}" fill="${shine}"/><path d="${CONTROLLER_BODY}" fill="none" stroke="${style.rim}" stroke-width="1.2" stroke-opacity=".9"/>${controllerDetails(style.dpad, style.buttons)}${stick(38)}${stick(62)}<rect x="43" y="12" width="14" height="2.4" rx="1.2" fill="${style.light}"/><rect x="45" y="20" width="4" height="2" rx="1" fill="#fff" opacity=".35"/><rect x="51" y="20" width="4" height="2" rx="1" fill="#fff" opacity=".35"/></g>`;
}

/** GameHub emblem: an orange-to-yellow hexagon with a controller cut into it (64 x 64). */
function emblemMarkup(scene: Scene, [x, y]: Point, size: number): string {
  const fill = scene.linear(
    [
      [0, BRAND.orange],
      [1, BRAND.yellow],
    ],
    [0.2, 1],
    [0.8, 0],
  );
  const gloss = scene.linear([
    [0, "#fff", 0.3],
    [0.5, "#fff", 0],
  ]);
  const hex = hexPoints([32, 32], 28.5);
  const scale = size / 64;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})"><polygon points="${hex}" fill="${fill}" stroke="${fill}" stroke-width="5" stroke-linejoin="round"/><polygon points="${hex}" fill="${gloss}"/><polygon points="${hexPoints([32, 32], 24)}" fill="none" stroke="${BRAND.cutout}" stroke-opacity=".28" stroke-width="1.4" stroke-linejoin="round"/>${simpleController("translate(32 34) scale(.42) translate(-50 -31)", BRAND.cutout, BRAND.amber)}</g>`;
}

function wordmarkMarkup(scene: Scene, [x, y]: Point, fontSize: number): string {
  const hub = scene.linear(
    [
      [0, BRAND.orange],
      [1, BRAND.yellow],
    ],
    [0, 1],
    [1, 0],
  );
  return `<text x="${x}" y="${y}" font-family="${WORDMARK_FONT}" font-weight="900" font-size="${fontSize}" letter-spacing="${n(-fontSize * 0.02)}"><tspan fill="${BRAND.light}">Game</tspan><tspan fill="${hub}">Hub</tspan></text>`;
}

// ---------------------------------------------------------------------------------------------
// Brand assets.
// ---------------------------------------------------------------------------------------------

function drawLogo(): Scene {
  const scene = new Scene(160, 40);
  scene.add(emblemMarkup(scene, [0, 2], 36), wordmarkMarkup(scene, [42, 29.5], 25));
  return scene;
}

function drawFavicon(): Scene {
  const scene = new Scene(64, 64);
  scene.add(emblemMarkup(scene, [0, 0], 64));
  return scene;
}

function drawAppleTouchIcon(): Scene {
  const scene = new Scene(180, 180);
  fillCanvas(
    scene,
    scene.radial(
      [
        [0, "#2a1a10"],
        [1, BRAND.ink],
      ],
      [0.5, 0.35],
      0.8,
    ),
  );
  glow(scene, [90, 92], [80, 80], BRAND.orange, 0.35);
  scene.add(emblemMarkup(scene, [24, 24], 132));
  return scene;
}

function drawSocialCard(): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("og-default"));
  verticalGradient(scene, [
    [0, "#15101a"],
    [1, "#08080d"],
  ]);
  glow(scene, [260, 315], [520, 420], BRAND.orange, 0.35);
  glow(scene, [1150, 0], [600, 360], "#7c3aed", 0.22);
  fillCanvas(scene, gridPattern(scene, 42, "#fff", 0.05));
  fillCanvas(
    scene,
    scene.radial(
      [
        [0, "#08080d", 0],
        [1, "#08080d", 0.85],
      ],
      [0.5, 0.5],
      0.7,
    ),
  );
  hexDecorations(scene, random, 14, [BRAND.orange, BRAND.yellow, "#a78bfa"]);
  glow(scene, [255, 315], [190, 190], BRAND.amber, 0.45);
  scene.add(
    emblemMarkup(scene, [145, 205], 220),
    wordmarkMarkup(scene, [402, 320], 118),
    `<text x="408" y="392" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="38" fill="#d4d4d8">Gaming news, guides and community</text>`,
    `<rect y="618" width="1200" height="12" fill="${scene.linear(
      [
        [0, BRAND.orange],
        [1, BRAND.yellow],
      ],
      [0, 0],
      [1, 0],
    )}"/>`,
  );
  return scene;
}

/** Faint hexagon outlines floating near the edges, clear of the middle of the picture. */
function hexDecorations(scene: Scene, random: Random, count: number, colors: readonly string[]) {
  const hexes: string[] = [];
  const inMiddle = ([x, y]: Point) =>
    Math.abs(x / scene.width - 0.5) < 0.36 && Math.abs(y / scene.height - 0.5) < 0.3;
  while (hexes.length < count) {
    const centre: Point = [towardEdges(random) * scene.width, random() * scene.height];
    if (inMiddle(centre)) continue;
    hexes.push(
      `<polygon points="${hexPoints(centre, between(random, 10, 46))}" fill="none" stroke="${pick(random, colors)}" stroke-width="${n(between(random, 1.5, 3))}" opacity="${n(between(random, 0.15, 0.45))}"/>`,
    );
  }
  scene.add(`<g>${hexes.join("")}</g>`);
}

// ---------------------------------------------------------------------------------------------
// Theme backgrounds (1920 x 1080). Kept dark; the detail lives at the top and the edges.
// ---------------------------------------------------------------------------------------------

function drawBattleRoyale(): Scene {
  const scene = new Scene(BACKGROUND.width, BACKGROUND.height);
  const random = seededRandom(seedOf("battleroyal"));
  verticalGradient(scene, [
    [0, "#100708"],
    [0.2, "#2a0f0c"],
    [0.38, "#5e2310"],
    [0.5, "#a8470f"],
    [0.58, "#e27a1c"],
    [0.63, "#ffc061"],
  ]);
  noiseLayer(scene, {
    frequency: [0.0014, 0.0045],
    octaves: 4,
    seed: 11,
    color: "#3a1644",
    threshold: 0.42,
    contrast: 2.4,
    opacity: 0.8,
    mask: verticalMask(scene, [
      [0, 1],
      [0.3, 0.35],
      [0.46, 0],
    ]),
  });
  glow(scene, [720, 620], [900, 440], "#ff6a10", 0.45);
  glow(scene, [720, 620], [280, 190], "#ffc46b", 0.65);
  noiseLayer(scene, {
    frequency: [0.0018, 0.011],
    octaves: 4,
    seed: 23,
    color: "#ff8a3d",
    threshold: 0.5,
    contrast: 2.2,
    opacity: 0.35,
    mask: verticalMask(scene, [
      [0.25, 0],
      [0.5, 1],
      [0.62, 0],
    ]),
  });
  const sun = scene.radial([
    [0, "#fff6d8"],
    [0.7, "#ffd27a"],
    [1, "#ffa53a"],
  ]);
  scene.add(`<circle cx="720" cy="606" r="58" fill="${sun}"/>`);
  const ring = { cx: 1000, cy: 720, rx: 1250, ry: 235 };
  scene.add(
    `<path fill-rule="evenodd" d="M0 0H1920V1080H0ZM${ring.cx - ring.rx} ${ring.cy}a${ring.rx} ${ring.ry} 0 1 0 ${ring.rx * 2} 0a${ring.rx} ${ring.ry} 0 1 0 ${-ring.rx * 2} 0Z" fill="#6d28d9" opacity=".16"/>`,
  );
  stormRing(scene, ring, "back");
  ridgeLayer(
    scene,
    random,
    {
      x0: -20,
      x1: 1940,
      baseY: 660,
      amplitude: 70,
      roughness: 0.55,
      profile: (t) => -70 * Math.sin(t * Math.PI * 2.4 + 0.6) - 30,
    },
    "#4a1b0f",
  );
  sea(scene, random, 676, 720);
  const islands: [number, number, number, number][] = [
    [1380, 700, 760, 160],
    [260, 712, 560, 110],
    [900, 690, 300, 50],
  ];
  for (const [cx, baseY, width, height] of islands) {
    scene.add(
      `<path d="${silhouettePath(
        ridgePoints(random, {
          x0: cx - width / 2,
          x1: cx + width / 2,
          baseY,
          amplitude: height * 0.5,
          roughness: 0.5,
          profile: (t) => -height * Math.sin(Math.PI * t) ** 0.7,
          envelope: (t) => Math.sin(Math.PI * t),
        }),
        baseY + 8,
      )}" fill="#1e0c07"/>`,
    );
  }
  scene.add(
    `<path d="M1456 560v-110h4v110zM1446 562h24l-12-14z" fill="#1e0c07"/><circle cx="1458" cy="448" r="3" fill="#ff3b1f"/>`,
  );
  glow(scene, [1458, 448], [22, 22], "#ff3b1f", 0.7);
  stormRing(scene, ring, "front");
  ridgeLayer(
    scene,
    random,
    {
      x0: -20,
      x1: 1940,
      baseY: 1010,
      amplitude: 90,
      roughness: 0.55,
      profile: (t) => -420 * Math.abs(t - 0.5) ** 1.9 * 4 ** 0.95,
    },
    "#0d0908",
    { color: "#ff7a1a", opacity: 0.4, width: 2 },
  );
  particles(scene, random, {
    count: 120,
    area: [0, 80, 1920, 1000],
    colors: ["#ffb347", "#ff7a1a", "#ffd27a", "#ff5e00"],
    size: [0.8, 2.6],
    edges: true,
    streakAngle: -35,
  });
  centreScrim(scene, "#0d0a08", 0.45);
  bottomFade(scene, "#0d0a08", 0.72, 0.9);
  return scene;
}

interface Circle {
  cx: number;
  cy: number;
  r: number;
}

interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** The shrinking storm circle of a battle royale: a glowing elliptical wall. */
function stormRing(scene: Scene, { cx, cy, rx, ry }: Ellipse, half: "back" | "front"): void {
  const d =
    half === "back"
      ? `M${cx - rx} ${cy}A${rx} ${ry} 0 0 1 ${cx + rx} ${cy}`
      : `M${cx + rx} ${cy}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}`;
  const strength = half === "back" ? 0.7 : 1;
  scene.add(
    `<path d="${d}" fill="none" stroke="#b45cff" stroke-width="46" opacity="${0.35 * strength}" filter="${scene.blur(18)}"/>`,
    `<path d="${d}" fill="none" stroke="#d59bff" stroke-width="8" opacity="${0.6 * strength}" filter="${scene.blur(3)}"/>`,
    `<path d="${d}" fill="none" stroke="#f5e1ff" stroke-width="2.2" opacity="${0.85 * strength}"/>`,
  );
}

/** Dark sea under the battle-royale sunset, with the sun's glitter path. */
function sea(scene: Scene, random: Random, top: number, sunX: number): void {
  scene.add(
    `<rect y="${top}" width="${scene.width}" height="${scene.height - top}" fill="${scene.linear([
      [0, "#4a1c0c"],
      [0.25, "#1d0c07"],
      [1, "#0d0a08"],
    ])}"/>`,
  );
  const glints: string[] = [];
  for (let i = 0; i < 70; i++) {
    const depth = random() ** 1.6;
    const y = top + 6 + depth * 300;
    const spread = 40 + depth * 260;
    const width = between(random, 10, 60) * (1 + depth);
    glints.push(
      `<rect x="${n(sunX + (random() * 2 - 1) * spread - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(1.5 + depth * 2)}" rx="1" fill="#ffb347" opacity="${n((1 - depth) * between(random, 0.3, 0.8))}"/>`,
    );
  }
  scene.add(`<g>${glints.join("")}</g>`);
}

function drawFantasy(): Scene {
  const scene = new Scene(BACKGROUND.width, BACKGROUND.height);
  const random = seededRandom(seedOf("fantasy"));
  verticalGradient(scene, [
    [0, "#06030d"],
    [0.4, "#140a26"],
    [0.7, "#2a1347"],
    [0.85, "#3b1a5c"],
  ]);
  starField(scene, random, {
    count: 420,
    area: [0, 0, 1920, 760],
    colors: ["#ffffff", "#e9d5ff", "#c4b5fd"],
    maxRadius: 1.6,
    topBias: 1.5,
    sparkles: 10,
  });
  auroraRibbons(scene);
  moon(scene, [1490, 230], 105);
  noiseLayer(scene, {
    frequency: [0.0016, 0.006],
    octaves: 4,
    seed: 7,
    color: "#a78bfa",
    threshold: 0.52,
    contrast: 2.4,
    opacity: 0.35,
    mask: radialMask(scene, [0.75, 0.25], 0.4),
  });
  ridgeLayer(
    scene,
    random,
    {
      x0: -20,
      x1: 1940,
      baseY: 720,
      amplitude: 110,
      roughness: 0.52,
      profile: (t) => -90 * Math.sin(t * Math.PI * 3 + 1.2),
    },
    "#25123c",
  );
  noiseLayer(scene, {
    frequency: [0.0015, 0.008],
    octaves: 3,
    seed: 19,
    color: "#4c2a7a",
    threshold: 0.45,
    contrast: 2,
    opacity: 0.55,
    mask: verticalMask(scene, [
      [0.55, 0],
      [0.72, 1],
      [0.9, 0],
    ]),
  });
  ridgeLayer(
    scene,
    random,
    {
      x0: -20,
      x1: 1940,
      baseY: 860,
      amplitude: 70,
      roughness: 0.55,
      profile: (t) => -260 * Math.abs(t - 0.5) ** 2 * 4,
    },
    "#150a24",
  );
  glow(scene, [300, 560], [520, 420], "#22c55e", 0.28);
  glow(scene, [339, 60], [140, 140], "#4ade80", 0.45);
  scene.add(
    `<path d="M0 1080V560L110 548L250 556L360 580L450 630L520 700L575 800L610 920L640 1080Z" fill="#0b0613"/>`,
    castle([70, 556], 1.25, "#0b0613", "#86efac"),
  );
  pineForest(scene, random, [1500, 1960], 940, "#0a0512");
  particles(scene, random, {
    count: 70,
    area: [0, 520, 1920, 520],
    colors: ["#4ade80", "#86efac", "#bbf7d0"],
    size: [1, 2.6],
    edges: true,
  });
  centreScrim(scene, "#0c0814", 0.45);
  bottomFade(scene, "#0c0814", 0.75, 0.9);
  return scene;
}

/** Green magical light hanging over the fantasy sky. */
function auroraRibbons(scene: Scene): void {
  const wide = scene.blur(36);
  const narrow = scene.blur(10);
  const ribbons = [
    "M-100 260C200 120 420 320 700 180S1100 60 1300 140",
    "M-80 360C220 240 520 380 760 260S1000 170 1180 230",
    "M1950 80C1800 190 1700 60 1560 150",
  ];
  ribbons.forEach((d, index) => {
    scene.add(
      `<path d="${d}" fill="none" stroke="#22c55e" stroke-width="${110 - index * 25}" opacity="${0.22 - index * 0.03}" filter="${wide}"/>`,
      `<path d="${d}" fill="none" stroke="#86efac" stroke-width="10" opacity="${0.3 - index * 0.06}" filter="${narrow}"/>`,
    );
  });
}

function moon(scene: Scene, [cx, cy]: Point, radius: number): void {
  glow(scene, [cx, cy], [radius * 4.5, radius * 4.5], "#c4b5fd", 0.28);
  glow(scene, [cx, cy], [radius * 1.8, radius * 1.8], "#ede9fe", 0.35);
  const surface = scene.radial(
    [
      [0, "#fbf7ff"],
      [0.7, "#ddd0f7"],
      [1, "#b9a6e6"],
    ],
    [0.4, 0.38],
    0.62,
  );
  const craters: [number, number, number][] = [
    [-30, -20, 18],
    [25, 30, 24],
    [40, -35, 11],
    [-45, 40, 10],
    [-5, 55, 8],
  ];
  scene.add(
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${surface}"/>`,
    ...craters.map(
      ([dx, dy, r]) =>
        `<circle cx="${cx + dx}" cy="${cy + dy}" r="${r}" fill="#9f8bd0" opacity=".28"/>`,
    ),
  );
}

/** A castle silhouette standing on `baseY`, with glowing windows and a pennant. */
function castle([x, baseY]: Point, s: number, fill: string, windowColor: string): string {
  const rect = (x0: number, top: number, width: number) =>
    `M${n(x + x0 * s)} ${n(baseY)}V${n(baseY - top * s)}h${n(width * s)}V${n(baseY)}Z`;
  const roof = (cx: number, top: number, width: number, height: number) =>
    `M${n(x + (cx - width / 2) * s)} ${n(baseY - top * s)}L${n(x + cx * s)} ${n(baseY - (top + height) * s)}L${n(x + (cx + width / 2) * s)} ${n(baseY - top * s)}Z`;
  const merlons = (x0: number, top: number, width: number) => {
    let d = "";
    for (let mx = x0; mx < x0 + width - 4; mx += 12) {
      d += `M${n(x + mx * s)} ${n(baseY - top * s + 1)}v${n(-8 * s)}h${n(7 * s)}v${n(8 * s)}Z`;
    }
    return d;
  };
  const d = [
    rect(30, 90, 250),
    merlons(30, 90, 250),
    rect(10, 160, 46),
    roof(33, 160, 60, 70),
    rect(100, 210, 84),
    roof(142, 210, 100, 90),
    rect(196, 280, 38),
    roof(215, 280, 50, 130),
    rect(250, 180, 52),
    merlons(250, 180, 52),
    `M${n(x + 215 * s)} ${n(baseY - 410 * s)}v${n(-40 * s)}h${n(2 * s)}v${n(40 * s)}Z`,
    `M${n(x + 217 * s)} ${n(baseY - 450 * s)}l${n(28 * s)} ${n(7 * s)}l${n(-28 * s)} ${n(7 * s)}Z`,
  ].join("");
  const windows: [number, number][] = [
    [28, 130],
    [120, 170],
    [150, 170],
    [135, 120],
    [210, 240],
    [210, 200],
    [270, 150],
    [70, 60],
    [180, 60],
  ];
  const lights = windows
    .map(
      ([wx, wy]) =>
        `<rect x="${n(x + wx * s)}" y="${n(baseY - wy * s)}" width="${n(6 * s)}" height="${n(12 * s)}" rx="${n(3 * s)}" fill="${windowColor}"/>`,
    )
    .join("");
  return `<path d="${d}" fill="${fill}"/><g opacity=".95">${lights}</g>`;
}

function pineForest(
  scene: Scene,
  random: Random,
  [x0, x1]: Point,
  groundY: number,
  fill: string,
): void {
  let d = `M${x0} ${scene.height}V${groundY}`;
  for (let x = x0; x < x1; x += between(random, 18, 34)) {
    const height = between(random, 90, 230) * (0.6 + ((x - x0) / (x1 - x0)) * 0.8);
    const half = height * 0.22;
    d += `L${n(x)} ${groundY}L${n(x + half)} ${n(groundY - height)}L${n(x + half * 2)} ${groundY}`;
  }
  scene.add(`<path d="${d}L${x1} ${groundY}V${scene.height}Z" fill="${fill}"/>`);
}

function drawSciFi(): Scene {
  const scene = new Scene(BACKGROUND.width, BACKGROUND.height);
  const random = seededRandom(seedOf("scifi"));
  verticalGradient(scene, [
    [0, "#030711"],
    [0.5, "#061328"],
    [1, "#050b14"],
  ]);
  glow(scene, [380, 160], [900, 520], "#0ea5e9", 0.16);
  noiseLayer(scene, {
    frequency: [0.0019, 0.0026],
    octaves: 5,
    seed: 5,
    color: "#14b8a6",
    threshold: 0.44,
    contrast: 2.6,
    opacity: 0.6,
    mask: radialMask(scene, [0.2, 0.18], 0.5),
  });
  noiseLayer(scene, {
    frequency: [0.0024, 0.0032],
    octaves: 5,
    seed: 41,
    color: "#38bdf8",
    threshold: 0.5,
    contrast: 2.8,
    opacity: 0.5,
    mask: radialMask(scene, [0.32, 0.08], 0.42),
  });
  noiseLayer(scene, {
    frequency: [0.003, 0.004],
    octaves: 4,
    seed: 77,
    color: "#5b21b6",
    threshold: 0.52,
    contrast: 2.4,
    opacity: 0.35,
    mask: radialMask(scene, [0.95, 0.75], 0.35),
  });
  starField(scene, random, {
    count: 650,
    area: [0, 0, 1920, 1080],
    colors: ["#ffffff", "#bae6fd", "#99f6e4"],
    maxRadius: 1.6,
    sparkles: 14,
  });
  planetHorizon(scene);
  ringedPlanet(scene, [1590, 300], 240);
  scene.add(spaceStation([360, 430], -12));
  shipTrails(scene, random);
  centreScrim(scene, "#050b14", 0.5);
  bottomFade(scene, "#050b14", 0.8, 0.85);
  return scene;
}

function planetHorizon(scene: Scene): void {
  scene.add(
    `<circle cx="960" cy="3050" r="2080" fill="#02060d"/>`,
    `<circle cx="960" cy="3050" r="2080" fill="none" stroke="#22d3ee" stroke-width="22" opacity=".25" filter="${scene.blur(14)}"/>`,
    `<circle cx="960" cy="3050" r="2080" fill="none" stroke="#a5f3fc" stroke-width="2" opacity=".55"/>`,
  );
}

function ringedPlanet(scene: Scene, [cx, cy]: Point, radius: number): void {
  const tilt = `rotate(-16 ${cx} ${cy})`;
  const rings = (() => {
    const bands: [number, number, string, number][] = [
      [1.95, 20, "#7dd3fc", 0.35],
      [1.82, 8, "#38bdf8", 0.3],
      [2.12, 6, "#a5f3fc", 0.25],
      [1.65, 4, "#99f6e4", 0.3],
    ];
    return bands
      .map(
        ([scale, width, color, opacity]) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${n(radius * scale)}" ry="${n(radius * scale * 0.2)}" fill="none" stroke="${color}" stroke-width="${width}" opacity="${opacity}"/>`,
      )
      .join("");
  })();
  const frontHalf = scene.clip(
    `<rect x="${cx - radius * 3}" y="${cy}" width="${radius * 6}" height="${radius * 3}"/>`,
  );
  glow(scene, [cx, cy], [radius * 2.4, radius * 2.4], "#0ea5e9", 0.22);
  scene.add(`<g transform="${tilt}">${rings}</g>`);
  const body = scene.radial(
    [
      [0, "#67e8f9"],
      [0.3, "#0e7490"],
      [0.7, "#0b2d52"],
      [1, "#061a33"],
    ],
    [0.32, 0.28],
    0.8,
  );
  const bands = scene.clip(`<circle cx="${cx}" cy="${cy}" r="${radius}"/>`);
  const stripes = [-0.5, -0.2, 0.1, 0.35, 0.6]
    .map(
      (offset, index) =>
        `<ellipse cx="${cx}" cy="${n(cy + offset * radius)}" rx="${radius * 1.2}" ry="${n(radius * (0.06 + (index % 2) * 0.05))}" fill="${index % 2 ? "#a5f3fc" : "#0c4a6e"}" opacity=".12"/>`,
    )
    .join("");
  const shade = scene.radial(
    [
      [0.45, "#020610", 0],
      [1, "#020610", 0.92],
    ],
    [0.3, 0.25],
    0.95,
  );
  scene.add(
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${body}"/>`,
    `<g clip-path="${bands}" transform="${tilt}">${stripes}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${shade}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#38bdf8" stroke-width="8" opacity=".45" filter="${scene.blur(6)}"/>`,
    `<g transform="${tilt}"><g clip-path="${frontHalf}">${rings}</g></g>`,
  );
}

/** Orbital station silhouette: hub, habitat ring, truss and solar arrays, with lights. */
function spaceStation([cx, cy]: Point, angle: number): string {
  const panel = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="90" height="44" fill="#0b1a2e" stroke="#1e3a5f" stroke-width="2"/><path d="M${x + 30} ${y}v44M${x + 60} ${y}v44M${x} ${y + 22}h90" stroke="#1e3a5f" stroke-width="2"/>`;
  const lights = [
    [-250, 0],
    [250, 0],
    [0, -78],
    [0, 78],
    [-120, 0],
    [120, 0],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#67e8f9"/>`)
    .join("");
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})"><rect x="-260" y="-5" width="520" height="10" fill="#0a1424"/>${panel(-240, -60)}${panel(-240, 16)}${panel(150, -60)}${panel(150, 16)}<ellipse cx="0" cy="0" rx="80" ry="80" fill="none" stroke="#0a1424" stroke-width="16"/><ellipse cx="0" cy="0" rx="80" ry="80" fill="none" stroke="#155e75" stroke-width="2" opacity=".7"/><path d="M0-80V80M-80 0H80" stroke="#0a1424" stroke-width="6"/><circle r="26" fill="#0a1424"/><circle r="26" fill="none" stroke="#22d3ee" stroke-width="1.5" opacity=".6"/>${lights}</g>`;
}

function shipTrails(scene: Scene, random: Random): void {
  const trails: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = between(random, 900, 1500);
    const y = between(random, 520, 760);
    const length = between(random, 120, 260);
    trails.push(
      `<rect x="${n(x - length)}" y="${n(y)}" width="${n(length)}" height="2" fill="${scene.linear(
        [
          [0, "#67e8f9", 0],
          [1, "#a5f3fc", 0.8],
        ],
        [0, 0],
        [1, 0],
      )}" transform="rotate(-8 ${n(x)} ${n(y)})"/><circle cx="${n(x)}" cy="${n(y + 1)}" r="2.2" fill="#fff" transform="rotate(-8 ${n(x)} ${n(y)})"/>`,
    );
  }
  scene.add(`<g opacity=".7">${trails.join("")}</g>`);
}

function drawIndustrial(): Scene {
  const scene = new Scene(BACKGROUND.width, BACKGROUND.height);
  const random = seededRandom(seedOf("industrial"));
  verticalGradient(scene, [
    [0, "#16171a"],
    [1, "#0a0a0b"],
  ]);
  steelPanels(scene, random);
  glow(scene, [1500, 120], [760, 520], "#ef4444", 0.3);
  glow(scene, [230, 120], [520, 380], "#ef4444", 0.2);
  glow(scene, [0, 700], [420, 600], "#b91c1c", 0.2);
  noiseLayer(scene, {
    frequency: [0.0028, 0.0045],
    octaves: 5,
    seed: 3,
    color: "#9ca3af",
    threshold: 0.46,
    contrast: 2.2,
    opacity: 0.3,
    mask: verticalMask(scene, [
      [0, 0.4],
      [0.4, 0],
      [0.7, 0.2],
      [1, 1],
    ]),
  });
  noiseLayer(scene, {
    frequency: [0.0022, 0.004],
    octaves: 4,
    seed: 31,
    color: "#f87171",
    threshold: 0.5,
    contrast: 2.4,
    opacity: 0.28,
    mask: radialMask(scene, [0.78, 0.12], 0.35),
  });
  pipe(scene, 1820, 46);
  overheadBeam(scene);
  warningLamp(scene, [1500, 124]);
  warningLamp(scene, [230, 124]);
  particles(scene, random, {
    count: 40,
    area: [1300, 140, 500, 360],
    colors: ["#fca5a5", "#f87171", "#fb923c"],
    size: [0.8, 1.8],
    streakAngle: 70,
  });
  centreScrim(scene, "#0c0c0d", 0.5);
  bottomFade(scene, "#0c0c0d", 0.75, 0.9);
  return scene;
}

/** Diagonal steel plates with seams and rivets. */
function steelPanels(scene: Scene, random: Random): void {
  const rivet = scene.radial(
    [
      [0, "#6b7078"],
      [0.55, "#2a2c31"],
      [1, "#121316"],
    ],
    [0.5, 0.5],
    0.5,
    [0.35, 0.3],
  );
  const plates: string[] = [];
  const details: string[] = [];
  const width = 240;
  for (let i = -9; i <= 9; i++) {
    const x = 960 + i * width;
    const tone = between(random, 0.85, 1.2);
    const shade = (value: number) => Math.round(Math.min(255, value * tone));
    const base = `rgb(${shade(30)},${shade(32)},${shade(37)})`;
    const dark = `rgb(${shade(19)},${shade(20)},${shade(23)})`;
    plates.push(
      `<rect x="${x}" y="-1000" width="${width}" height="3100" fill="${scene.linear(
        [
          [0, base],
          [1, dark],
        ],
        [0, 0],
        [1, 0],
      )}"/>`,
      `<rect x="${x}" y="-1000" width="4" height="3100" fill="#050506"/><rect x="${x + 4}" y="-1000" width="1.5" height="3100" fill="#4a4e56" opacity=".5"/>`,
    );
    const crossSeam = between(random, -200, 400);
    for (let y = crossSeam - 1800; y < 2100; y += 640) {
      details.push(
        `<rect x="${x}" y="${n(y)}" width="${width}" height="3" fill="#050506"/><rect x="${x}" y="${n(y + 3)}" width="${width}" height="1.2" fill="#4a4e56" opacity=".45"/>`,
      );
    }
    for (let y = -1000; y < 2100; y += 88) {
      for (const rx of [x + 18, x + width - 14]) {
        details.push(
          `<circle cx="${rx + 1.5}" cy="${y + 2}" r="6" fill="#050506" opacity=".7"/><circle cx="${rx}" cy="${y}" r="5.2" fill="${rivet}"/>`,
        );
      }
    }
  }
  scene.add(`<g transform="rotate(-28 960 540)">${plates.join("")}${details.join("")}</g>`);
}

function pipe(scene: Scene, x: number, width: number): void {
  const cylinder = scene.linear(
    [
      [0, "#09090a"],
      [0.35, "#3b3e45"],
      [0.5, "#61656e"],
      [1, "#09090a"],
    ],
    [0, 0],
    [1, 0],
  );
  const flanges = [180, 520, 860]
    .map(
      (y) =>
        `<rect x="${x - 8}" y="${y}" width="${width + 16}" height="22" rx="3" fill="${cylinder}"/>`,
    )
    .join("");
  scene.add(
    `<rect x="${x}" y="0" width="${width}" height="${scene.height}" fill="${cylinder}"/>${flanges}`,
  );
}

/** Steel beam across the top edge with a hazard stripe under it. */
function overheadBeam(scene: Scene): void {
  const stripes = scene.define(
    "hz",
    (id) =>
      `<pattern id="${id}" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="28" height="56" fill="#7f1d1d"/><rect x="28" width="28" height="56" fill="#111113"/></pattern>`,
  );
  const steel = scene.linear([
    [0, "#2c2e33"],
    [0.6, "#1a1b1f"],
    [1, "#0d0d0f"],
  ]);
  const bolts = Array.from(
    { length: 24 },
    (_, i) => `<circle cx="${40 + i * 80}" cy="34" r="5" fill="#3f4249"/>`,
  ).join("");
  scene.add(
    `<rect width="${scene.width}" height="70" fill="${steel}"/>${bolts}<rect y="70" width="${scene.width}" height="22" fill="${stripes}" opacity=".85"/><rect y="92" width="${scene.width}" height="4" fill="#050506"/>`,
  );
}

/** Red rotating beacon hanging from the beam, throwing two light cones. */
function warningLamp(scene: Scene, [x, y]: Point): void {
  const blur = scene.blur(18);
  scene.add(
    lightCone(scene, [x, y], 18, 760, 150, "#ef4444", 0.42, blur),
    lightCone(scene, [x, y], 162, 760, 150, "#ef4444", 0.42, blur),
    `<rect x="${x - 22}" y="${y - 28}" width="44" height="10" rx="2" fill="#1a1b1f"/><path d="M${x - 16} ${y - 18}h32v10a16 16 0 0 1-32 0z" fill="#ef4444"/><path d="M${x - 16} ${y - 18}h32v10a16 16 0 0 1-32 0z" fill="#fff" opacity=".25"/>`,
  );
  glow(scene, [x, y], [90, 90], "#fca5a5", 0.55);
}

/** A beam of light from `origin` along `angle` (degrees), fading with distance. */
function lightCone(
  scene: Scene,
  [x, y]: Point,
  angle: number,
  length: number,
  halfWidth: number,
  color: string,
  opacity: number,
  filter: string,
): string {
  const fade = scene.linear(
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    [0, 0],
    [1, 0],
  );
  return `<path d="M0 -4L${length} ${-halfWidth}V${halfWidth}L0 4Z" fill="${fade}" filter="${filter}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

function drawCyberpunk(): Scene {
  const scene = new Scene(BACKGROUND.width, BACKGROUND.height);
  const random = seededRandom(seedOf("cyberpunk"));
  verticalGradient(scene, [
    [0, "#04020a"],
    [0.45, "#12051f"],
    [0.72, "#3a0a45"],
    [0.84, "#6b0f5e"],
  ]);
  glow(scene, [960, 880], [1300, 360], "#ff2bd6", 0.35);
  glow(scene, [1750, 600], [600, 420], "#00e5ff", 0.18);
  glow(scene, [120, 500], [500, 420], "#7c3aed", 0.2);
  noiseLayer(scene, {
    frequency: [0.0016, 0.007],
    octaves: 4,
    seed: 13,
    color: "#ff4fd8",
    threshold: 0.5,
    contrast: 2.2,
    opacity: 0.3,
    mask: verticalMask(scene, [
      [0.35, 0],
      [0.7, 1],
      [0.9, 0],
    ]),
  });
  starField(scene, random, {
    count: 120,
    area: [0, 0, 1920, 420],
    colors: ["#ffffff", "#f0abfc"],
    maxRadius: 1,
    topBias: 1.4,
  });
  searchlights(scene);
  const far = randomSkyline(random, [-20, 1940], [40, 110], (t) => 260 + 140 * Math.sin(t * 9));
  scene.add(
    `<path d="${skylinePath(far, 920)}" fill="#1c0a30"/>`,
    windowLights(random, far, 920, ["#f0abfc", "#67e8f9"], 0.05),
  );
  const mid = randomSkyline(
    random,
    [-20, 1940],
    [70, 150],
    (t) => 280 + 520 * Math.abs(t - 0.5) ** 1.6 * 2 ** 1.6,
  );
  scene.add(
    `<path d="${skylinePath(mid, 1000)}" fill="#0c0418"/>`,
    windowLights(random, mid, 1000, ["#ff4fd8", "#22d3ee", "#fde047", "#c084fc"], 0.09),
  );
  scene.add(
    `<rect y="998" width="1920" height="82" fill="#07030d"/><rect y="998" width="1920" height="3" fill="#ff2bd6" opacity=".35"/>`,
  );
  neonAccents(scene, random, mid, 1000);
  hoverTraffic(scene, random);
  nearTowers(scene);
  rain(scene, random);
  centreScrim(scene, "#07030d", 0.45);
  bottomFade(scene, "#07030d", 0.72, 0.9);
  return scene;
}

/** Sweeping searchlights rising from behind the skyline. */
function searchlights(scene: Scene): void {
  const blur = scene.blur(14);
  const beams: [number, number, string][] = [
    [420, -62, "#22d3ee"],
    [620, -104, "#ff4fd8"],
    [1320, -78, "#ff4fd8"],
    [1560, -118, "#22d3ee"],
  ];
  scene.add(
    ...beams.map(([x, angle, color]) =>
      lightCone(scene, [x, 760], angle, 900, 70, color, 0.3, blur),
    ),
  );
}

/** Lines of flying-car lights crossing the sky. */
function hoverTraffic(scene: Scene, random: Random): void {
  const lanes: [number, number, string][] = [
    [430, -3, "#fde047"],
    [520, 2, "#ff4fd8"],
    [610, -1, "#67e8f9"],
  ];
  const lights: string[] = [];
  for (const [y, tilt, color] of lanes) {
    for (let x = between(random, -40, 60); x < 1920; x += between(random, 90, 260)) {
      const length = between(random, 18, 50);
      const ly = y + ((x - 960) * tilt) / 100;
      lights.push(
        `<rect x="${n(x)}" y="${n(ly)}" width="${n(length)}" height="3" rx="1.5" fill="${color}" opacity="${n(between(random, 0.4, 0.9))}"/>`,
      );
    }
  }
  scene.add(`<g filter="${scene.blur(3)}">${lights.join("")}</g><g>${lights.join("")}</g>`);
}

/** Neon strips and rooftop beacons on some of the city's buildings. */
function neonAccents(
  scene: Scene,
  random: Random,
  buildings: readonly (readonly [number, number, number])[],
  groundY: number,
): void {
  const blur = scene.blur(6);
  const glows: string[] = [];
  const cores: string[] = [];
  for (const [x, width, height] of buildings) {
    const top = groundY - height;
    const roll = random();
    const color = pick(random, ["#ff2bd6", "#22d3ee", "#a855f7"]);
    if (roll < 0.3) {
      const stripX = x + between(random, 8, width - 12);
      const length = between(random, 60, height * 0.6);
      const y = top + between(random, 20, 80);
      glows.push(
        `<rect x="${n(stripX - 3)}" y="${n(y)}" width="9" height="${n(length)}" fill="${color}"/>`,
      );
      cores.push(
        `<rect x="${n(stripX)}" y="${n(y)}" width="3" height="${n(length)}" fill="#fff" opacity=".85"/>`,
      );
    } else if (roll < 0.45) {
      glows.push(
        `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="5" fill="${color}"/>`,
      );
      cores.push(
        `<rect x="${n(x)}" y="${n(top + 1)}" width="${n(width)}" height="2" fill="${color}"/>`,
      );
    } else if (roll < 0.6) {
      cores.push(
        `<path d="M${n(x + width / 2)} ${n(top)}v-40" stroke="#0c0418" stroke-width="3"/><circle cx="${n(x + width / 2)}" cy="${n(top - 40)}" r="3" fill="#ff3355"/>`,
      );
      glows.push(`<circle cx="${n(x + width / 2)}" cy="${n(top - 40)}" r="8" fill="#ff3355"/>`);
    }
  }
  scene.add(`<g filter="${blur}" opacity=".9">${glows.join("")}</g><g>${cores.join("")}</g>`);
}

/** Two dark towers framing the edges, with abstract neon sign panels. */
function nearTowers(scene: Scene): void {
  const blur = scene.blur(8);
  const sign = (x: number, y: number, height: number, color: string) => {
    const blocks = Array.from({ length: Math.floor(height / 46) }, (_, i) => {
      const by = y + 12 + i * 46;
      return `<rect x="${x + 12}" y="${by}" width="26" height="8" rx="2" fill="${color}"/><rect x="${x + 22}" y="${by + 12}" width="6" height="18" rx="2" fill="${color}"/>`;
    }).join("");
    return `<rect x="${x}" y="${y}" width="50" height="${height}" rx="4" fill="#0a0312" stroke="${color}" stroke-width="3"/><g filter="${blur}">${blocks}<rect x="${x}" y="${y}" width="50" height="${height}" rx="4" fill="none" stroke="${color}" stroke-width="6"/></g>${blocks}`;
  };
  scene.add(
    `<path d="M-10 1080V260H150V200H230V1080ZM1700 1080V330H1780V270H1860V330H1930V1080Z" fill="#05020a"/>`,
    sign(170, 320, 330, "#ff2bd6"),
    sign(1640, 380, 280, "#22d3ee"),
    `<g filter="${blur}"><rect x="0" y="700" width="230" height="6" fill="#22d3ee"/><rect x="1700" y="760" width="230" height="6" fill="#ff2bd6"/></g><rect x="0" y="701" width="230" height="3" fill="#a5f3fc"/><rect x="1700" y="761" width="230" height="3" fill="#fbcfe8"/>`,
  );
}

function rain(scene: Scene, random: Random): void {
  const drops: string[] = [];
  for (let i = 0; i < 220; i++) {
    const x = random() * (scene.width + 200);
    const y = random() * scene.height;
    const length = between(random, 20, 60);
    drops.push(`M${n(x)} ${n(y)}l${n(-length * 0.25)} ${n(length)}`);
  }
  scene.add(
    `<path d="${drops.join("")}" stroke="#c4e4ff" stroke-width="1.2" opacity=".14" fill="none"/>`,
  );
}

function drawDefault(): Scene {
  const scene = new Scene(BACKGROUND.width, BACKGROUND.height);
  const random = seededRandom(seedOf("default"));
  verticalGradient(scene, [
    [0, "#101019"],
    [1, "#09090f"],
  ]);
  glow(scene, [260, -60], [1000, 560], BRAND.orange, 0.12);
  glow(scene, [1680, -40], [900, 520], "#7c3aed", 0.12);
  scene.add(
    `<g mask="${scene.mask(
      scene.radial(
        [
          [0.25, "#fff", 0],
          [1, "#fff", 1],
        ],
        [0.5, 0.7],
        0.85,
      ),
    )}"><rect width="1920" height="1080" fill="${gridPattern(scene, 64, "#fff", 0.07)}"/><rect width="1920" height="1080" fill="${dotPattern(scene, 64, 1.6, "#fff", 0.06)}" transform="translate(-32 -32)"/></g>`,
  );
  hexDecorations(scene, random, 10, ["#ff9a1f", "#a78bfa", "#64748b"]);
  bottomFade(scene, "#09090f", 0.7, 0.8);
  return scene;
}

// ---------------------------------------------------------------------------------------------
// News covers (1200 x 630): one abstract motif each, each with its own palette.
// ---------------------------------------------------------------------------------------------

interface Palette {
  deep: string;
  base: string;
  glow: string;
  accent: string;
  highlight: string;
}

/** Common cover backdrop: diagonal gradient, a glow behind the motif, a faint texture. */
function coverBackdrop(
  scene: Scene,
  palette: Palette,
  glowAt: Point = [600, 300],
  texture: "grid" | "dots" | "none" = "dots",
): void {
  fillCanvas(
    scene,
    scene.linear(
      [
        [0, palette.base],
        [1, palette.deep],
      ],
      [0, 0],
      [1, 1],
    ),
  );
  glow(scene, glowAt, [560, 400], palette.glow, 0.45);
  if (texture === "grid") fillCanvas(scene, gridPattern(scene, 40, "#fff", 0.05));
  if (texture === "dots") fillCanvas(scene, dotPattern(scene, 28, 1.3, "#fff", 0.08));
}

function coverFinish(scene: Scene): void {
  vignette(scene, 0.55);
}

const PIXEL_HEART = [".XX.XX.", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."];
const PIXEL_STAR = [
  "....X....",
  "...XXX...",
  "...XXX...",
  "XXXXXXXXX",
  ".XXXXXXX.",
  "..XXXXX..",
  "..XXXXX..",
  ".XXX.XXX.",
  ".XX...XX.",
];

/** Pixel-art sprite from rows of "X", with a light pixel for shine. */
function pixelSprite(rows: readonly string[], [x, y]: Point, cell: number, color: string): string {
  const pixels: string[] = [];
  rows.forEach((row, rowIndex) => {
    [...row].forEach((mark, columnIndex) => {
      if (mark === "X") {
        pixels.push(
          `<rect x="${n(x + columnIndex * cell)}" y="${n(y + rowIndex * cell)}" width="${n(cell + 0.5)}" height="${n(cell + 0.5)}"/>`,
        );
      }
    });
  });
  const shineColumn = (rows[1] ?? "").indexOf("X") + 1;
  const shine = `<rect x="${n(x + shineColumn * cell)}" y="${n(y + cell)}" width="${n(cell)}" height="${n(cell)}" fill="#fff" opacity=".7"/>`;
  return `<g fill="${color}">${pixels.join("")}</g>${shine}`;
}

function coverWinterIndieShowcase(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("winter-indie-showcase"));
  coverBackdrop(scene, palette, [600, 260], "none");
  starField(scene, random, {
    count: 140,
    area: [0, 0, 1200, 420],
    colors: ["#ffffff", "#dbeafe"],
    maxRadius: 1.2,
  });
  const sprites: [readonly string[], Point, number, string][] = [
    [PIXEL_HEART, [380, 170], 26, palette.accent],
    [PIXEL_STAR, [640, 110], 22, palette.highlight],
    [PIXEL_HEART, [170, 90], 12, palette.accent],
    [PIXEL_STAR, [930, 230], 14, palette.highlight],
    [PIXEL_STAR, [120, 300], 9, "#a5f3fc"],
    [PIXEL_HEART, [1000, 80], 10, "#f9a8d4"],
    [PIXEL_HEART, [790, 330], 9, "#f9a8d4"],
  ];
  const glowLayer = scene.blur(18);
  for (const [rows, point, cell, color] of sprites) {
    scene.add(
      `<g filter="${glowLayer}" opacity=".6">${pixelSprite(rows, point, cell, color)}</g>`,
      pixelSprite(rows, point, cell, color),
    );
  }
  snowyPixelHills(scene, random);
  particles(scene, random, {
    count: 120,
    area: [0, 0, 1200, 630],
    colors: ["#ffffff", "#e0f2fe"],
    size: [1, 3],
  });
  coverFinish(scene);
  return scene;
}

function snowyPixelHills(scene: Scene, random: Random): void {
  const cell = 20;
  const layers: [number, string, string][] = [
    [490, "#4f5f9e", "#8ea3dd"],
    [550, "#9fb2e0", "#e3ebff"],
  ];
  for (const [baseY, body, top] of layers) {
    const columns: string[] = [];
    let height = between(random, 0, 3);
    for (let x = 0; x < scene.width; x += cell) {
      height = Math.max(0, Math.min(4, height + pick(random, [-1, 0, 0, 1])));
      const y = baseY - Math.round(height) * cell;
      columns.push(
        `<rect x="${x}" y="${y}" width="${cell + 0.5}" height="${scene.height - y}" fill="${body}"/><rect x="${x}" y="${y}" width="${cell + 0.5}" height="${cell / 2}" fill="${top}"/>`,
      );
    }
    scene.add(`<g>${columns.join("")}</g>`);
  }
}

function coverExtractionShooter(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("extraction-shooter-season-launch"));
  verticalGradient(scene, [
    [0, "#1d1a12"],
    [0.45, palette.base],
    [0.8, "#8a5a2a"],
    [1, palette.glow],
  ]);
  glow(scene, [900, 560], [700, 300], palette.glow, 0.5);
  noiseLayer(scene, {
    frequency: [0.004, 0.008],
    octaves: 4,
    seed: 9,
    color: "#1a1712",
    threshold: 0.46,
    contrast: 2.2,
    opacity: 0.55,
  });
  smokePlume(scene, [300, 420], "#16140e");
  smokePlume(scene, [1010, 400], "#16140e");
  ruinedCity(scene, random, 600, "#4a3f2c");
  ruinedCity(scene, random, 640, palette.deep);
  const scope = { cx: 760, cy: 300, r: 205 };
  scene.add(
    `<path fill-rule="evenodd" d="M0 0H1200V630H0ZM${scope.cx - scope.r} ${scope.cy}a${scope.r} ${scope.r} 0 1 0 ${scope.r * 2} 0a${scope.r} ${scope.r} 0 1 0 ${-scope.r * 2} 0Z" fill="#050504" opacity=".5"/>`,
  );
  scopeReticle(scene, scope, palette.accent);
  coverFinish(scene);
  return scene;
}

/** A column of smoke rising from a burning block. */
function smokePlume(scene: Scene, [x, y]: Point, color: string): void {
  const puffs = Array.from({ length: 7 }, (_, i) => {
    const rise = i * 60;
    return `<ellipse cx="${x + i * 18}" cy="${y - rise}" rx="${40 + i * 16}" ry="${34 + i * 10}" fill="${color}" opacity="${n(0.75 - i * 0.09)}"/>`;
  }).join("");
  scene.add(
    `<g filter="${scene.blur(18)}">${puffs}</g>`,
    `<ellipse cx="${x}" cy="${y + 40}" rx="40" ry="22" fill="#ff7a1a" opacity=".55" filter="${scene.blur(14)}"/>`,
  );
}

function ruinedCity(scene: Scene, random: Random, groundY: number, fill: string): void {
  const buildings = randomSkyline(
    random,
    [-10, 1210],
    [60, 140],
    (t) => 160 + 170 * Math.sin(t * 7 + 1) ** 2,
  );
  const d = buildings
    .map(([x, width, height]) => {
      const top = groundY - height;
      const bites = Array.from({ length: 4 }, (_, i) => {
        const bx = x + (width * (i + 1)) / 5;
        return `L${n(bx)} ${n(top + between(random, -10, 40))}`;
      }).join("");
      return `M${n(x)} ${groundY}V${n(top + between(random, 0, 30))}${bites}L${n(x + width)} ${n(top + between(random, 0, 50))}V${groundY}Z`;
    })
    .join("");
  scene.add(`<path d="${d}" fill="${fill}"/>`);
  const holes = windowLights(random, buildings, groundY, ["#3a3526"], 0.25, [18, 24]);
  scene.add(holes);
  scene.add(
    `<rect x="0" y="${groundY - 60}" width="1200" height="60" fill="${scene.linear([
      [0, fill, 0],
      [1, fill, 1],
    ])}"/>`,
  );
}

function scopeReticle(scene: Scene, { cx, cy, r }: Circle, accent: string) {
  const lens = scene.radial(
    [
      [0, "#d9f99d", 0.08],
      [0.8, "#84cc16", 0.05],
      [1, "#1a2e05", 0.5],
    ],
    [0.5, 0.5],
    0.5,
  );
  const ticks = Array.from({ length: 9 }, (_, i) => (i - 4) * 22)
    .filter((offset) => offset !== 0)
    .map(
      (offset) =>
        `<circle cx="${cx + offset}" cy="${cy}" r="3" fill="#e5e7eb"/><circle cx="${cx}" cy="${cy + offset}" r="3" fill="#e5e7eb"/>`,
    )
    .join("");
  scene.add(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${lens}"/>`,
    `<path d="M${cx - r} ${cy}H${cx - 24}M${cx + 24} ${cy}H${cx + r}M${cx} ${cy - r}V${cy - 24}M${cx} ${cy + 24}V${cy + r}" stroke="#e5e7eb" stroke-width="2"/>`,
    `<path d="M${cx - r} ${cy}H${cx - r + 60}M${cx + r - 60} ${cy}H${cx + r}M${cx} ${cy + r - 60}V${cy + r}" stroke="#e5e7eb" stroke-width="7"/>`,
    ticks,
    `<circle cx="${cx}" cy="${cy}" r="${r + 14}" fill="none" stroke="#111" stroke-width="30"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r + 28}" fill="none" stroke="#3f3f46" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="2" opacity=".6"/>`,
  );
  glow(scene, [cx, cy], [26, 26], accent, 0.9);
  scene.add(`<circle cx="${cx}" cy="${cy}" r="4.5" fill="${accent}"/>`);
}

function coverOpenWorldRpg(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("open-world-rpg-review"));
  verticalGradient(scene, [
    [0, palette.deep],
    [0.45, palette.base],
    [0.72, "#c2562e"],
    [0.8, palette.glow],
  ]);
  sunRays(scene, [600, 470], palette.highlight);
  glow(scene, [600, 470], [560, 300], palette.glow, 0.7);
  scene.add(`<circle cx="600" cy="470" r="70" fill="${palette.highlight}"/>`);
  const layers: [number, number, string][] = [
    [430, 80, "#5b3a5e"],
    [500, 70, "#352447"],
    [575, 50, "#1a1229"],
  ];
  for (const [baseY, amplitude, fill] of layers) {
    ridgeLayer(
      scene,
      random,
      {
        x0: -10,
        x1: 1210,
        baseY,
        amplitude,
        roughness: 0.55,
        profile: (t) => -60 * Math.sin(t * 5),
      },
      fill,
    );
  }
  sword(scene, [600, 40], palette);
  coverFinish(scene);
  return scene;
}

function sunRays(scene: Scene, [cx, cy]: Point, color: string): void {
  const rays = Array.from({ length: 14 }, (_, i) => {
    const angle = Math.PI + (i + 0.5) * (Math.PI / 14);
    const spread = 0.05;
    const far = 900;
    const a: Point = [cx + Math.cos(angle - spread) * far, cy + Math.sin(angle - spread) * far];
    const b: Point = [cx + Math.cos(angle + spread) * far, cy + Math.sin(angle + spread) * far];
    return `M${cx} ${cy}L${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}Z`;
  }).join("");
  scene.add(`<path d="${rays}" fill="${color}" opacity=".12" filter="${scene.blur(6)}"/>`);
}

/** A longsword standing point-down, its blade catching the sunrise. */
function sword(scene: Scene, [x, top]: Point, palette: Palette): void {
  const steel = scene.linear(
    [
      [0, "#f8fafc"],
      [0.48, "#cbd5e1"],
      [0.52, "#64748b"],
      [1, "#334155"],
    ],
    [0, 0],
    [1, 0],
  );
  const gold = scene.linear(
    [
      [0, "#fde68a"],
      [0.5, "#f59e0b"],
      [1, "#92400e"],
    ],
    [0, 0],
    [0, 1],
  );
  const bladeTop = top + 150;
  const tip = 600;
  scene.add(
    `<g filter="${scene.blur(14)}" opacity=".55"><rect x="${x - 24}" y="${bladeTop}" width="48" height="${tip - bladeTop}" fill="${palette.highlight}"/></g>`,
    `<path d="M${x - 22} ${bladeTop}H${x + 22}V${tip - 70}L${x} ${tip}L${x - 22} ${tip - 70}Z" fill="${steel}"/>`,
    `<path d="M${x - 2} ${bladeTop + 10}H${x + 2}V${tip - 90}H${x - 2}Z" fill="#475569" opacity=".7"/>`,
    `<rect x="${x - 10}" y="${top + 40}" width="20" height="100" rx="6" fill="#3b2314"/>`,
    ...Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M${x - 10} ${top + 50 + i * 15}l20 8" stroke="#1f130b" stroke-width="4"/>`,
    ),
    `<path d="M${x - 110} ${top + 140}Q${x} ${top + 120} ${x + 110} ${top + 140}L${x + 120} ${top + 158}Q${x} ${top + 146} ${x - 120} ${top + 158}Z" fill="${gold}"/>`,
    `<circle cx="${x}" cy="${top + 26}" r="20" fill="${gold}"/>`,
    `<circle cx="${x}" cy="${top + 26}" r="9" fill="${palette.accent}"/>`,
    `<circle cx="${x - 3}" cy="${top + 23}" r="3" fill="#fff" opacity=".7"/>`,
    `<circle cx="${x}" cy="${top + 149}" r="9" fill="${palette.accent}"/>`,
  );
}

function coverRacingSim(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("racing-sim-review"));
  coverBackdrop(scene, palette, [760, 220], "none");
  const track = "M-80 700C240 640 420 520 560 380S860 130 1300 120";
  scene.add(
    `<path d="${track}" fill="none" stroke="#000" stroke-width="260" opacity=".35" filter="${scene.blur(20)}"/>`,
    `<path d="${track}" fill="none" stroke="#f8fafc" stroke-width="214"/>`,
    `<path d="${track}" fill="none" stroke="${palette.accent}" stroke-width="214" stroke-dasharray="34 34"/>`,
    `<path d="${track}" fill="none" stroke="#23252d" stroke-width="188"/>`,
    `<path d="${track}" fill="none" stroke="#2f323b" stroke-width="120" opacity=".6"/>`,
    `<path d="${track}" fill="none" stroke="#f8fafc" stroke-width="5" stroke-dasharray="44 40" opacity=".7"/>`,
    `<path d="${track}" fill="none" stroke="#0b0c10" stroke-width="3" opacity=".5" transform="translate(-30 -12)"/>`,
  );
  speedLines(scene, random, [palette.highlight, palette.accent, palette.glow], 70);
  coverFinish(scene);
  return scene;
}

function speedLines(scene: Scene, random: Random, colors: readonly string[], count: number) {
  const fade = colors.map((color) =>
    scene.linear(
      [
        [0, color, 0],
        [0.7, color, 0.9],
        [1, color, 0],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = random() * scene.height;
    const length = between(random, 120, 520);
    const x = random() * (scene.width + length) - length;
    lines.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(length)}" height="${n(between(random, 1.5, 4))}" rx="2" fill="${pick(random, fade)}" opacity="${n(between(random, 0.3, 0.85))}"/>`,
    );
  }
  scene.add(`<g transform="rotate(-14 600 315)">${lines.join("")}</g>`);
}

function coverBattleRoyaleDrops(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("beginner-guide-battle-royale-drops"));
  coverBackdrop(scene, palette, [520, 330], "none");
  noiseLayer(scene, {
    frequency: [0.006, 0.006],
    octaves: 3,
    seed: 21,
    color: "#7dd3fc",
    threshold: 0.55,
    contrast: 2,
    opacity: 0.25,
  });
  islandMap(scene, random, [520, 330]);
  fillCanvas(scene, gridPattern(scene, 70, "#fff", 0.12));
  scene.add(
    `<path d="M-40 80L1240 520" stroke="#fff" stroke-width="3" stroke-dasharray="14 12" opacity=".55"/>`,
    `<circle cx="470" cy="300" r="20" fill="none" stroke="${palette.accent}" stroke-width="4"/><circle cx="470" cy="300" r="6" fill="${palette.accent}"/>`,
    `<ellipse cx="800" cy="420" rx="70" ry="18" fill="#000" opacity=".3" filter="${scene.blur(6)}"/>`,
  );
  parachute(scene, [900, 210], 170, palette);
  coverFinish(scene);
  return scene;
}

function islandMap(scene: Scene, random: Random, centre: Point): void {
  const bands: [number, string][] = [
    [1.08, "#e7d7a4"],
    [1, "#4d8f5a"],
    [0.72, "#3f7a4c"],
    [0.48, "#356a42"],
    [0.26, "#6b7f55"],
  ];
  glow(scene, centre, [470, 330], "#5eead4", 0.25);
  const shapeSeed = random() * 1e6;
  for (const [scale, fill] of bands) {
    const shape = seededRandom(Math.floor(shapeSeed));
    scene.add(
      `<path d="${blobPath(shape, centre, [380 * scale, 250 * scale], 0.22 / scale ** 0.3, 14)}" fill="${fill}" stroke="#1e3a2a" stroke-opacity=".35" stroke-width="2"/>`,
    );
  }
  const roads = `M${centre[0] - 300} ${centre[1] + 40}C${centre[0] - 100} ${centre[1] - 40} ${centre[0] + 60} ${centre[1] + 100} ${centre[0] + 280} ${centre[1] - 30}`;
  scene.add(`<path d="${roads}" fill="none" stroke="#d6c79a" stroke-width="5" opacity=".7"/>`);
  for (let i = 0; i < 8; i++) {
    const x = centre[0] + between(random, -260, 260);
    const y = centre[1] + between(random, -150, 150);
    scene.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(between(random, 10, 22))}" height="${n(between(random, 10, 22))}" fill="#d4d4d8" opacity=".7"/>`,
    );
  }
}

/** Parachute canopy made of alternating cells, lines down to a small jumper silhouette. */
function parachute(scene: Scene, [cx, cy]: Point, width: number, palette: Palette): void {
  const a = width / 2;
  const b = width * 0.42;
  const cells = 7;
  const jumper: Point = [cx, cy + width * 1.05];
  const parts: string[] = [];
  const lines: string[] = [];
  for (let i = 0; i < cells; i++) {
    const t0 = Math.PI + (i / cells) * Math.PI;
    const t1 = Math.PI + ((i + 1) / cells) * Math.PI;
    const top0: Point = [cx + Math.cos(t0) * a, cy + Math.sin(t0) * b];
    const top1: Point = [cx + Math.cos(t1) * a, cy + Math.sin(t1) * b];
    const bottom0: Point = [top0[0], cy + 12 + Math.sin(t0) * b * 0.18];
    const bottom1: Point = [top1[0], cy + 12 + Math.sin(t1) * b * 0.18];
    const mid = (bottom0[0] + bottom1[0]) / 2;
    parts.push(
      `<path d="M${n(bottom0[0])} ${n(bottom0[1])}L${n(top0[0])} ${n(top0[1])}Q${n((top0[0] + top1[0]) / 2)} ${n(Math.min(top0[1], top1[1]) - 8)} ${n(top1[0])} ${n(top1[1])}L${n(bottom1[0])} ${n(bottom1[1])}Q${n(mid)} ${n(Math.max(bottom0[1], bottom1[1]) - 10)} ${n(bottom0[0])} ${n(bottom0[1])}Z" fill="${i % 2 ? palette.highlight : palette.accent}"/>`,
    );
    lines.push(`M${n(bottom0[0])} ${n(bottom0[1])}L${n(jumper[0])} ${n(jumper[1] - 20)}`);
  }
  const last = Math.PI * 2;
  lines.push(`M${n(cx + Math.cos(last) * a)} ${n(cy + 12)}L${n(jumper[0])} ${n(jumper[1] - 20)}`);
  const [jx, jy] = jumper;
  scene.add(
    `<path d="${lines.join("")}" stroke="#f8fafc" stroke-width="1.5" opacity=".8"/>`,
    `<g>${parts.join("")}</g>`,
    `<path d="M${cx - a} ${cy}Q${cx} ${cy - b * 1.6} ${cx + a} ${cy}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>`,
    `<circle cx="${jx}" cy="${jy - 26}" r="9" fill="#111827"/><path d="M${jx - 12} ${jy - 16}h24l4 30h-10l-6 24h-6l-6-24h-10z" fill="#111827"/>`,
  );
}

function coverSpeedrunning(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("speedrunning-101"));
  coverBackdrop(scene, palette, [700, 320], "grid");
  speedLines(scene, random, [palette.accent, palette.highlight], 55);
  const centre: Point = [720, 330];
  for (let i = 4; i >= 1; i--) {
    scene.add(
      `<circle cx="${centre[0] - i * 70}" cy="${centre[1]}" r="175" fill="none" stroke="${palette.accent}" stroke-width="${10 - i * 2}" opacity="${n(0.5 - i * 0.1)}"/>`,
    );
  }
  stopwatch(scene, centre, 170, palette);
  coverFinish(scene);
  return scene;
}

function stopwatch(scene: Scene, [cx, cy]: Point, radius: number, palette: Palette): void {
  const metal = scene.linear(
    [
      [0, "#f4f4f5"],
      [0.5, "#a1a1aa"],
      [1, "#3f3f46"],
    ],
    [0, 0],
    [1, 1],
  );
  const face = scene.radial(
    [
      [0, "#27272a"],
      [1, "#09090b"],
    ],
    [0.45, 0.4],
    0.6,
  );
  const ticks = Array.from({ length: 60 }, (_, i) => {
    const angle = (i / 60) * Math.PI * 2;
    const inner = radius * (i % 5 === 0 ? 0.72 : 0.8);
    const outer = radius * 0.86;
    return `M${n(cx + Math.cos(angle) * inner)} ${n(cy + Math.sin(angle) * inner)}L${n(cx + Math.cos(angle) * outer)} ${n(cy + Math.sin(angle) * outer)}`;
  }).join("");
  const sweep = radius * 0.62;
  const circumference = 2 * Math.PI * sweep;
  scene.add(
    `<rect x="${cx - 22}" y="${cy - radius - 52}" width="44" height="30" rx="6" fill="${metal}"/>`,
    `<rect x="${cx - 10}" y="${cy - radius - 24}" width="20" height="30" fill="${metal}"/>`,
    `<rect x="${cx + radius * 0.62}" y="${cy - radius * 0.92}" width="30" height="22" rx="5" fill="${metal}" transform="rotate(45 ${cx + radius * 0.62} ${cy - radius * 0.92})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${metal}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.9}" fill="${face}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${n(sweep)}" fill="none" stroke="${palette.accent}" stroke-width="${radius * 0.16}" opacity=".3" stroke-dasharray="${n(circumference * 0.7)} ${n(circumference)}" transform="rotate(-90 ${cx} ${cy})"/>`,
    `<path d="${ticks}" stroke="#e4e4e7" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${cx} ${cy}L${n(cx - radius * 0.62)} ${n(cy - radius * 0.2)}" stroke="${palette.accent}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M${cx} ${cy}L${n(cx + radius * 0.1)} ${n(cy - radius * 0.45)}" stroke="#fafafa" stroke-width="9" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="12" fill="${palette.accent}"/>`,
    `<path d="M${cx - radius * 0.7} ${cy - radius * 0.55}A${radius * 0.9} ${radius * 0.9} 0 0 1 ${cx + radius * 0.2} ${cy - radius * 0.88}" fill="none" stroke="#fff" stroke-width="6" opacity=".25" stroke-linecap="round"/>`,
  );
  glow(scene, [cx, cy], [40, 40], palette.accent, 0.35);
}

function coverLeagueFinals(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("regional-league-finals-recap"));
  coverBackdrop(scene, palette, [600, 420], "none");
  stageLights(scene, palette);
  scene.add(
    `<ellipse cx="600" cy="560" rx="420" ry="60" fill="${palette.glow}" opacity=".35" filter="${scene.blur(20)}"/>`,
    `<path d="M0 560H1200V630H0Z" fill="#04050c" opacity=".7"/>`,
  );
  glow(scene, [600, 320], [260, 260], palette.accent, 0.4);
  trophy(scene, [600, 120], palette);
  confetti(scene, random, ["#ffc93c", "#ff4fd8", "#38bdf8", "#ffffff", "#a78bfa"], 170);
  coverFinish(scene);
  return scene;
}

function stageLights(scene: Scene, palette: Palette): void {
  const beam = (color: string) =>
    scene.linear([
      [0, color, 0.55],
      [1, color, 0],
    ]);
  const beams: [number, number, string][] = [
    [150, 25, palette.glow],
    [380, 12, palette.highlight],
    [820, -12, palette.highlight],
    [1050, -25, palette.glow],
  ];
  const blur = scene.blur(12);
  for (const [x, angle, color] of beams) {
    scene.add(
      `<path d="M${x - 18} -10L${x + 18} -10L${x + 150} 640L${x - 150} 640Z" fill="${beam(color)}" transform="rotate(${angle} ${x} 0)" filter="${blur}"/>`,
      `<circle cx="${x}" cy="4" r="16" fill="#fff" opacity=".8"/>`,
    );
  }
}

function trophy(scene: Scene, [x, top]: Point, palette: Palette): void {
  const gold = scene.linear(
    [
      [0, "#fff4c2"],
      [0.35, palette.accent],
      [0.7, "#b7791f"],
      [1, "#6b4410"],
    ],
    [0, 0],
    [1, 0.4],
  );
  const base = scene.linear([
    [0, "#2a2f4a"],
    [1, "#0d1022"],
  ]);
  const cupTop = top + 20;
  scene.add(
    `<path d="M${x - 88} ${cupTop + 30}C${x - 170} ${cupTop + 20} ${x - 170} ${cupTop + 150} ${x - 60} ${cupTop + 175}" fill="none" stroke="${gold}" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M${x + 88} ${cupTop + 30}C${x + 170} ${cupTop + 20} ${x + 170} ${cupTop + 150} ${x + 60} ${cupTop + 175}" fill="none" stroke="${gold}" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M${x - 100} ${cupTop}H${x + 100}C${x + 100} ${cupTop + 140} ${x + 70} ${cupTop + 205} ${x} ${cupTop + 220}C${x - 70} ${cupTop + 205} ${x - 100} ${cupTop + 140} ${x - 100} ${cupTop}Z" fill="${gold}"/>`,
    `<ellipse cx="${x}" cy="${cupTop}" rx="100" ry="14" fill="#7a5314"/>`,
    `<path d="M${x - 60} ${cupTop + 30}C${x - 62} ${cupTop + 110} ${x - 45} ${cupTop + 165} ${x - 20} ${cupTop + 190}" fill="none" stroke="#fff" stroke-width="10" opacity=".45" stroke-linecap="round"/>`,
    `<rect x="${x - 16}" y="${cupTop + 215}" width="32" height="60" fill="${gold}"/>`,
    `<ellipse cx="${x}" cy="${cupTop + 245}" rx="28" ry="10" fill="${gold}"/>`,
    `<path d="M${x - 70} ${cupTop + 300}L${x - 50} ${cupTop + 272}H${x + 50}L${x + 70} ${cupTop + 300}Z" fill="${gold}"/>`,
    `<rect x="${x - 100}" y="${cupTop + 300}" width="200" height="64" rx="6" fill="${base}"/>`,
    `<rect x="${x - 60}" y="${cupTop + 320}" width="120" height="22" rx="3" fill="${gold}" opacity=".85"/>`,
    sparkle([x + 60, cupTop + 60], 22, "#fff"),
    sparkle([x - 120, cupTop - 20], 14, "#fff", 0.8),
  );
}

function confetti(scene: Scene, random: Random, colors: readonly string[], count: number) {
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * scene.width;
    const y = random() ** 1.3 * scene.height * 0.92;
    const width = between(random, 6, 14);
    pieces.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(width * between(random, 0.35, 0.6))}" fill="${pick(random, colors)}" opacity="${n(between(random, 0.55, 1))}" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})"/>`,
    );
  }
  scene.add(`<g>${pieces.join("")}</g>`);
}

function coverCollegiateEsports(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("collegiate-esports-growth"));
  coverBackdrop(scene, palette, [600, 360], "none");
  starField(scene, random, {
    count: 60,
    area: [0, 0, 1200, 300],
    colors: ["#fff3d6"],
    maxRadius: 1,
  });
  campusBuilding(scene, [600, 630], "#1a0509");
  bunting(scene, palette);
  pennant(scene, [40, 130], 1, palette.accent, palette.base);
  pennant(scene, [1160, 130], -1, palette.highlight, palette.base);
  const style = (rim: string, body: string): ControllerStyle => ({
    body,
    rim,
    dpad: "#e5e7eb",
    buttons: [palette.accent, "#f87171", "#60a5fa", "#4ade80"],
    stick: "#27272a",
    light: rim,
  });
  glow(scene, [600, 330], [420, 200], palette.accent, 0.35);
  scene.add(
    detailedController(
      scene,
      "translate(220 250) rotate(-10) scale(3.1)",
      style(palette.accent, "#2a0c12"),
    ),
    detailedController(
      scene,
      "translate(680 200) rotate(10) scale(3.1)",
      style(palette.highlight, "#3b1017"),
    ),
  );
  coverFinish(scene);
  return scene;
}

function campusBuilding(scene: Scene, [x, ground]: Point, fill: string): void {
  const columns = Array.from(
    { length: 8 },
    (_, i) => `M${x - 175 + i * 48} ${ground}V${ground - 150}h18V${ground}Z`,
  ).join("");
  const wings = `M${x - 520} ${ground}V${ground - 120}H${x - 220}V${ground}ZM${x + 220} ${ground}V${ground - 120}H${x + 520}V${ground}Z`;
  const d = `${wings}${columns}M${x - 210} ${ground - 150}H${x + 210}V${ground - 175}H${x - 210}ZM${x - 225} ${ground - 175}L${x} ${ground - 250}L${x + 225} ${ground - 175}ZM${x - 70} ${ground - 225}A70 70 0 0 1 ${x + 70} ${ground - 225}ZM${x - 3} ${ground - 292}h6v-40h-6Z`;
  const windows = Array.from({ length: 10 }, (_, i) => {
    const wx = i < 5 ? x - 500 + i * 56 : x + 240 + (i - 5) * 56;
    return `<rect x="${wx}" y="${ground - 95}" width="22" height="40" rx="11" fill="#f2c14e" opacity=".5"/>`;
  }).join("");
  scene.add(`<path d="${d}" fill="${fill}"/>`, windows);
}

function bunting(scene: Scene, palette: Palette): void {
  const flags: string[] = [];
  const colors = [palette.accent, palette.highlight, "#7f1d1d"];
  for (let i = 0; i < 16; i++) {
    const x = 20 + i * 75;
    const y = 28 + Math.sin((i / 15) * Math.PI) * 44;
    flags.push(
      `<path d="M${n(x)} ${n(y)}h46l-23 44z" fill="${colors[i % colors.length]}" opacity=".9"/>`,
    );
  }
  scene.add(
    `<path d="M0 22Q600 120 1200 22" fill="none" stroke="#fff3d6" stroke-width="2" opacity=".6"/>`,
    `<g>${flags.join("")}</g>`,
  );
}

/** A felt pennant on a stick; `facing` -1 points it left. */
function pennant(scene: Scene, [x, y]: Point, facing: 1 | -1, color: string, stripe: string) {
  scene.add(
    `<g transform="translate(${x} ${y}) scale(${facing} 1) rotate(-12)"><rect x="-6" y="-8" width="8" height="120" rx="3" fill="#d6c7a1"/><path d="M0 0L230 40L0 80Z" fill="${color}"/><path d="M0 30L180 40L0 50Z" fill="${stripe}" opacity=".8"/></g>`,
  );
}

function coverBudgetPcBuild(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("budget-gaming-pc-build"));
  coverBackdrop(scene, palette, [600, 320], "none");
  circuitTraces(scene, random, palette);
  graphicsCard(scene, [600, 320], palette);
  coverFinish(scene);
  return scene;
}

/** Orthogonal-and-diagonal PCB traces ending in vias, with a few lit "signal" segments. */
function circuitTraces(scene: Scene, random: Random, palette: Palette): void {
  const traces: string[] = [];
  const pulses: string[] = [];
  const vias: string[] = [];
  for (let i = 0; i < 46; i++) {
    const fromLeft = i % 2 === 0;
    let x = fromLeft ? -10 : 1210;
    let y = between(random, 20, 610);
    const direction = fromLeft ? 1 : -1;
    let d = `M${n(x)} ${n(y)}`;
    const steps = 2 + Math.floor(random() * 3);
    for (let step = 0; step < steps; step++) {
      x += direction * between(random, 60, 180);
      d += `H${n(x)}`;
      const rise = pick(random, [-1, 0, 1]) * between(random, 20, 60);
      x += direction * Math.abs(rise);
      y += rise;
      d += `L${n(x)} ${n(y)}`;
    }
    traces.push(d);
    vias.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="none" stroke="${palette.accent}" stroke-width="3"/>`,
    );
    if (random() < 0.3) pulses.push(d);
  }
  scene.add(
    `<path d="${traces.join("")}" fill="none" stroke="${palette.accent}" stroke-width="3" opacity=".3" stroke-linejoin="round"/>`,
    `<g opacity=".5">${vias.join("")}</g>`,
    `<path d="${pulses.join("")}" fill="none" stroke="${palette.highlight}" stroke-width="4" stroke-dasharray="40 400" stroke-linecap="round" filter="${scene.blur(3)}"/>`,
    `<path d="${pulses.join("")}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="40 400" stroke-linecap="round"/>`,
  );
}

function graphicsCard(scene: Scene, [cx, cy]: Point, palette: Palette): void {
  const shroud = scene.linear([
    [0, "#3f4450"],
    [0.5, "#1f232b"],
    [1, "#121419"],
  ]);
  const fanHub = scene.radial([
    [0, "#52525b"],
    [1, "#18181b"],
  ]);
  const fan = (fx: number) => {
    const blades = Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M0 -18C30 -30 60 -50 70 -30C60 -20 30 -16 0 -8Z" fill="#2a2e37" stroke="#4b5160" stroke-width="1" transform="rotate(${i * 40})"/>`,
    ).join("");
    return `<g transform="translate(${fx} ${cy + 6})"><circle r="92" fill="#0b0c10"/><circle r="92" fill="none" stroke="${palette.accent}" stroke-width="3" opacity=".75"/>${blades}<circle r="26" fill="${fanHub}"/><circle r="9" fill="${palette.accent}" opacity=".8"/></g>`;
  };
  const fingers = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${cx - 150 + i * 12}" y="${cy + 142}" width="8" height="24" fill="#d4a017"/>`,
  ).join("");
  scene.add(
    `<g transform="rotate(-5 ${cx} ${cy})">`,
    `<rect x="${cx - 330}" y="${cy - 150}" width="660" height="300" rx="18" fill="#000" opacity=".45" filter="${scene.blur(18)}" transform="translate(14 20)"/>`,
    `<rect x="${cx - 320}" y="${cy - 132}" width="640" height="276" rx="10" fill="#0f3d2a"/>`,
    fingers,
    `<rect x="${cx - 330}" y="${cy - 150}" width="660" height="270" rx="18" fill="${shroud}"/>`,
    `<path d="M${cx - 310} ${cy - 138}H${cx + 310}" stroke="${palette.highlight}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M${cx - 310} ${cy - 138}H${cx + 310}" stroke="${palette.highlight}" stroke-width="14" opacity=".4" filter="${scene.blur(6)}"/>`,
    fan(cx - 150),
    fan(cx + 150),
    `<path d="M${cx - 20} ${cy - 110}L${cx + 20} ${cy - 110}L${cx + 10} ${cy + 110}L${cx - 10} ${cy + 110}Z" fill="#2b303a"/>`,
    `<rect x="${cx + 330}" y="${cy - 150}" width="28" height="290" rx="4" fill="#9ca3af"/>`,
    "</g>",
  );
}

function coverHandheldComparison(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("handheld-pc-comparison"));
  coverBackdrop(scene, palette, [600, 315], "dots");
  scene.add(
    `<path d="M0 0H660L540 630H0Z" fill="${palette.accent}" opacity=".10"/>`,
    `<path d="M660 0H1200V630H540Z" fill="${palette.highlight}" opacity=".08"/>`,
    `<path d="M660 0L540 630" stroke="#fff" stroke-width="3" opacity=".35"/>`,
  );
  glow(scene, [330, 270], [360, 240], palette.accent, 0.35);
  glow(scene, [860, 370], [360, 240], palette.highlight, 0.35);
  handheld(scene, [330, 260], -8, palette.accent, "#1b1d24", random);
  handheld(scene, [860, 380], 7, palette.highlight, "#f1f5f9", random);
  coverFinish(scene);
  return scene;
}

function handheld(
  scene: Scene,
  [cx, cy]: Point,
  angle: number,
  accent: string,
  body: string,
  random: Random,
): void {
  const dark = body !== "#f1f5f9";
  const screen = scene.linear(
    [
      [0, "#1e1b4b"],
      [0.6, accent],
      [1, "#0f172a"],
    ],
    [0, 0],
    [1, 1],
  );
  const w = 460;
  const h = 190;
  const hills = ridgePoints(random, {
    x0: -130,
    x1: 130,
    baseY: 40,
    amplitude: 20,
    roughness: 0.5,
    depth: 5,
  });
  const button = (x: number, y: number, color: string) =>
    `<circle cx="${x}" cy="${y}" r="9" fill="${color}"/>`;
  const stick = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="22" fill="#0b0c10"/><circle cx="${x}" cy="${y}" r="15" fill="${dark ? "#2a2d36" : "#cbd5e1"}"/>`;
  scene.add(
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">`,
    `<rect x="${-w / 2 - 6}" y="${-h / 2 + 20}" width="${w + 12}" height="${h}" rx="70" fill="#000" opacity=".5" filter="${scene.blur(16)}"/>`,
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="70" fill="${body}"/>`,
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="70" fill="none" stroke="${accent}" stroke-width="3"/>`,
    `<rect x="-140" y="-76" width="280" height="152" rx="10" fill="#05060a"/>`,
    `<rect x="-130" y="-66" width="260" height="132" rx="4" fill="${screen}"/>`,
    `<circle cx="40" cy="-20" r="18" fill="#fff7d6" opacity=".9"/>`,
    `<path d="${silhouettePath(hills, 66)}" fill="#0f172a" opacity=".85"/>`,
    `<rect x="-130" y="-66" width="260" height="40" fill="#fff" opacity=".06"/>`,
    stick(-185, -35),
    stick(185, 35),
    `<path d="M-197 25h10v-12h12v12h10v12h-10v12h-12v-12h-10z" fill="${dark ? "#3f4350" : "#94a3b8"}" transform="translate(10 0)"/>`,
    button(185, -60, accent),
    button(205, -40, dark ? "#6b7280" : "#64748b"),
    button(165, -40, dark ? "#6b7280" : "#64748b"),
    button(185, -20, dark ? "#6b7280" : "#64748b"),
    "</g>",
  );
}

function coverGamePreservation(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("game-preservation-efforts"));
  coverBackdrop(scene, palette, [600, 300], "none");
  archiveShelves(scene, random);
  glow(scene, [600, 300], [520, 320], palette.glow, 0.35);
  floppyDisk(scene, [420, 320], -10, palette);
  cartridge(scene, [780, 310], 8, palette);
  particles(scene, random, {
    count: 60,
    area: [0, 0, 1200, 630],
    colors: ["#fde68a", "#fef3c7"],
    size: [0.6, 1.6],
  });
  coverFinish(scene);
  return scene;
}

/** Rows of archive boxes, dim in the background. */
function archiveShelves(scene: Scene, random: Random): void {
  const boxes: string[] = [];
  for (const shelfY of [150, 330, 510]) {
    let x = 0;
    while (x < scene.width) {
      const width = between(random, 30, 70);
      const height = between(random, 100, 140);
      boxes.push(
        `<rect x="${n(x)}" y="${n(shelfY - height)}" width="${n(width - 4)}" height="${n(height)}" fill="${pick(random, ["#3a2e22", "#2d241b", "#45372a", "#2a2e3a"])}"/>`,
      );
      x += width;
    }
    boxes.push(`<rect x="0" y="${shelfY}" width="1200" height="10" fill="#1a140e"/>`);
  }
  scene.add(`<g opacity=".55">${boxes.join("")}</g>`);
}

function floppyDisk(scene: Scene, [cx, cy]: Point, angle: number, palette: Palette): void {
  const plastic = scene.linear(
    [
      [0, "#3b6ea5"],
      [1, "#1e3a5f"],
    ],
    [0, 0],
    [1, 1],
  );
  const shutter = scene.linear(
    [
      [0, "#e5e7eb"],
      [1, "#9ca3af"],
    ],
    [0, 0],
    [1, 0],
  );
  const size = 290;
  const h = size / 2;
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="-95" y="${30 + i * 22}" width="190" height="3" fill="#94a3b8" opacity=".6"/>`,
    )
    .join("");
  scene.add(
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">`,
    `<rect x="${-h + 10}" y="${-h + 24}" width="${size}" height="${size}" rx="12" fill="#000" opacity=".55" filter="${scene.blur(14)}"/>`,
    `<path d="M${-h} ${-h + 10}Q${-h} ${-h} ${-h + 10} ${-h}H${h - 26}L${h} ${-h + 26}V${h - 10}Q${h} ${h} ${h - 10} ${h}H${-h + 10}Q${-h} ${h} ${-h} ${h - 10}Z" fill="${plastic}"/>`,
    `<rect x="-70" y="${-h}" width="150" height="100" rx="4" fill="${shutter}"/>`,
    `<rect x="28" y="${-h + 16}" width="30" height="66" rx="3" fill="#1e293b"/>`,
    `<rect x="-110" y="0" width="220" height="${h - 8}" rx="6" fill="${palette.highlight}"/>`,
    `<rect x="-110" y="0" width="220" height="16" fill="${palette.accent}"/>`,
    lines,
    `<rect x="${-h + 12}" y="${h - 26}" width="14" height="14" fill="#0f172a"/>`,
    "</g>",
  );
}

function cartridge(scene: Scene, [cx, cy]: Point, angle: number, palette: Palette): void {
  const shell = scene.linear(
    [
      [0, "#9ca3af"],
      [1, "#4b5563"],
    ],
    [0, 0],
    [1, 1],
  );
  const art = scene.linear([
    [0, "#1e1b4b"],
    [0.6, palette.accent],
    [1, "#f97316"],
  ]);
  const ridges = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="-110" y="${-150 + i * 8}" width="220" height="3" fill="#374151" opacity=".6"/>`,
  ).join("");
  scene.add(
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">`,
    `<rect x="-120" y="-140" width="260" height="320" rx="14" fill="#000" opacity=".55" filter="${scene.blur(14)}"/>`,
    `<path d="M-130 -160H130V130H100V160H-100V130H-130Z" fill="${shell}"/>`,
    ridges,
    `<rect x="-100" y="-70" width="200" height="170" rx="6" fill="#111827"/>`,
    `<rect x="-92" y="-62" width="184" height="154" rx="3" fill="${art}"/>`,
    `<circle cx="40" cy="-20" r="22" fill="#fde68a"/>`,
    `<path d="M-92 92V40L-50 0L-10 40L30 10L92 60V92Z" fill="#1e1b4b"/>`,
    pixelSprite(PIXEL_STAR, [-70, -50], 5, "#fef3c7"),
    `<rect x="-80" y="140" width="160" height="20" fill="#6b7280"/>`,
    "</g>",
  );
}

function coverFourDayWeek(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("studio-four-day-week"));
  verticalGradient(scene, [
    [0, palette.deep],
    [0.6, palette.base],
    [1, "#5b3a5e"],
  ]);
  glow(scene, [600, 600], [800, 260], palette.accent, 0.45);
  const offices = randomSkyline(
    random,
    [-10, 1210],
    [50, 110],
    (t) => 140 + 120 * Math.sin(t * 6 + 2) ** 2,
  );
  scene.add(
    `<path d="${skylinePath(offices, 630)}" fill="#0a0f1c"/>`,
    windowLights(random, offices, 630, ["#fde68a", "#fdba74", "#7bdff2"], 0.35),
  );
  calendar(scene, [600, 290], -4, palette);
  coverFinish(scene);
  return scene;
}

/** Wall calendar: 7 x 5 grid, Friday column tinted, one Friday ringed. */
function calendar(scene: Scene, [cx, cy]: Point, angle: number, palette: Palette): void {
  const width = 520;
  const height = 380;
  const left = -width / 2;
  const top = -height / 2;
  const cellW = (width - 60) / 7;
  const cellH = 48;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 7; column++) {
      const x = left + 30 + column * cellW;
      const y = top + 110 + row * (cellH + 6);
      const friday = column === 4;
      const weekend = column >= 5;
      cells.push(
        `<rect x="${n(x + 3)}" y="${y}" width="${n(cellW - 6)}" height="${cellH}" rx="6" fill="${friday ? palette.highlight : weekend ? "#e7e1d6" : "#efeae0"}" opacity="${friday ? 0.85 : 1}"/>`,
        `<rect x="${n(x + 10)}" y="${y + 8}" width="12" height="6" rx="2" fill="${friday ? "#0d1321" : "#9ca3af"}" opacity=".7"/>`,
      );
    }
  }
  const ringX = left + 30 + 4 * cellW + cellW / 2;
  const ringY = top + 110 + 2 * (cellH + 6) + cellH / 2;
  const binder = [-160, -80, 0, 80, 160]
    .map(
      (x) =>
        `<rect x="${x - 6}" y="${top - 22}" width="12" height="44" rx="6" fill="#cbd5e1" stroke="#64748b" stroke-width="2"/>`,
    )
    .join("");
  scene.add(
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">`,
    `<rect x="${left + 12}" y="${top + 24}" width="${width}" height="${height}" rx="18" fill="#000" opacity=".45" filter="${scene.blur(16)}"/>`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="18" fill="#f8f5ef"/>`,
    `<path d="M${left} ${top + 18}Q${left} ${top} ${left + 18} ${top}H${-left - 18}Q${-left} ${top} ${-left} ${top + 18}V${top + 80}H${left}Z" fill="${palette.accent}"/>`,
    `<rect x="${left + 30}" y="${top + 34}" width="150" height="16" rx="8" fill="#fff" opacity=".85"/>`,
    `<rect x="${left + 30}" y="${top + 58}" width="90" height="10" rx="5" fill="#fff" opacity=".5"/>`,
    cells.join(""),
    `<circle cx="${n(ringX)}" cy="${n(ringY)}" r="${n(cellH * 0.78)}" fill="none" stroke="${palette.accent}" stroke-width="6"/>`,
    sparkle([ringX + 40, ringY - 40], 16, palette.accent),
    binder,
    "</g>",
  );
}

function coverCoopPuzzle(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("co-op-puzzle-games-roundup"));
  coverBackdrop(scene, palette, [600, 315], "grid");
  glow(scene, [360, 200], [420, 300], "#3b82f6", 0.35);
  glow(scene, [860, 430], [420, 300], "#ec4899", 0.3);
  const size = 190;
  const colors = ["#3b82f6", "#facc15", "#ec4899", "#10b981"];
  const pieces: [number, number, Edges, number, Point][] = [
    [0, 0, [0, 1, -1, 0], 0, [0, 0]],
    [1, 0, [0, 0, 1, -1], 0, [0, 0]],
    [0, 1, [1, -1, 0, 0], 0, [0, 0]],
    [1, 1, [-1, 0, 0, 1], 12, [120, 50]],
  ];
  const originX = 600 - size;
  const originY = 315 - size;
  pieces.forEach(([column, row, edges, angle, [dx, dy]], index) => {
    const x = originX + column * size + dx;
    const y = originY + row * size + dy;
    const color = colors[index] ?? BRAND.orange;
    const fill = scene.linear(
      [
        [0, "#fff", 0.35],
        [0.4, "#fff", 0],
      ],
      [0, 0],
      [1, 1],
    );
    const d = puzzlePiecePath(size, edges);
    const pivot = `${n(size / 2)} ${n(size / 2)}`;
    scene.add(
      `<g transform="translate(${x} ${y}) rotate(${angle} ${pivot})"><path d="${d}" fill="#000" opacity=".45" transform="translate(8 14)" filter="${scene.blur(8)}"/><path d="${d}" fill="${color}"/><path d="${d}" fill="${fill}"/><path d="${d}" fill="none" stroke="#0b0f2a" stroke-width="4" stroke-linejoin="round"/></g>`,
    );
  });
  particles(scene, random, {
    count: 40,
    area: [0, 0, 1200, 630],
    colors,
    size: [1.5, 3],
    edges: true,
  });
  sparkleGroup(scene, random, 8, "#fff");
  coverFinish(scene);
  return scene;
}

/** Tab direction per side (top, right, bottom, left): 1 out, -1 in, 0 flat. */
type Edges = readonly [number, number, number, number];

/** Jigsaw piece outline on a size x size square, with knobs per `edges`. */
function puzzlePiecePath(size: number, edges: Edges): string {
  const sides: [Point, Point, Point][] = [
    [
      [0, 0],
      [1, 0],
      [0, -1],
    ],
    [
      [size, 0],
      [0, 1],
      [1, 0],
    ],
    [
      [size, size],
      [-1, 0],
      [0, 1],
    ],
    [
      [0, size],
      [0, -1],
      [-1, 0],
    ],
  ];
  // Knob outline along a unit edge: [along, outward] pairs, cubic segments.
  const knob: Point[] = [
    [0.36, 0],
    [0.4, 0.02],
    [0.41, 0.08],
    [0.37, 0.13],
    [0.3, 0.22],
    [0.4, 0.3],
    [0.5, 0.3],
    [0.6, 0.3],
    [0.7, 0.22],
    [0.63, 0.13],
    [0.59, 0.08],
    [0.6, 0.02],
    [0.64, 0],
  ];
  let d = "M0 0";
  sides.forEach(([start, along, out], index) => {
    const tab = edges[index] ?? 0;
    const at = ([u, w]: Point) =>
      `${n(start[0] + along[0] * u * size + out[0] * w * size * tab)} ${n(start[1] + along[1] * u * size + out[1] * w * size * tab)}`;
    if (tab !== 0) {
      const [first, ...curve] = knob;
      if (first) d += `L${at(first)}`;
      for (let i = 0; i + 2 < curve.length; i += 3) {
        const [c1, c2, end] = [curve[i], curve[i + 1], curve[i + 2]];
        if (c1 && c2 && end) d += `C${at(c1)} ${at(c2)} ${at(end)}`;
      }
    }
    d += `L${at([1, 0])}`;
  });
  return `${d}Z`;
}

function sparkleGroup(scene: Scene, random: Random, count: number, color: string): void {
  const marks = Array.from({ length: count }, () =>
    sparkle(
      [towardEdges(random) * scene.width, random() * scene.height],
      between(random, 6, 14),
      color,
      0.8,
    ),
  );
  scene.add(`<g>${marks.join("")}</g>`);
}

function coverStreamingSetup(palette: Palette): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("streaming-setup-on-a-budget"));
  coverBackdrop(scene, palette, [820, 280], "dots");
  ringLight(scene, [820, 260], 190, palette);
  monitorWithWebcam(scene, [640, 420], palette);
  microphone(scene, [300, 300], palette);
  sparkleGroup(scene, random, 10, palette.highlight);
  coverFinish(scene);
  return scene;
}

function ringLight(scene: Scene, [cx, cy]: Point, radius: number, palette: Palette): void {
  glow(scene, [cx, cy], [radius * 2, radius * 2], palette.glow, 0.4);
  scene.add(
    `<path d="M${cx} ${cy + radius}V640M${cx} 560L${cx - 90} 640M${cx} 560L${cx + 90} 640" stroke="#1f1530" stroke-width="10"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${palette.glow}" stroke-width="60" opacity=".55" filter="${scene.blur(22)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#2a1b3d" stroke-width="42"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff5fb" stroke-width="28"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${palette.glow}" stroke-width="28" opacity=".25"/>`,
  );
}

function monitorWithWebcam(scene: Scene, [cx, cy]: Point, palette: Palette): void {
  const screen = scene.linear(
    [
      [0, "#1e1036"],
      [1, palette.accent],
    ],
    [0, 0],
    [1, 1],
  );
  scene.add(
    `<rect x="${cx - 205}" y="${cy - 125}" width="430" height="270" rx="12" fill="#000" opacity=".5" filter="${scene.blur(14)}"/>`,
    `<path d="M${cx - 20} ${cy + 130}h40l14 60h-68z" fill="#1b1226"/><rect x="${cx - 90}" y="${cy + 186}" width="180" height="12" rx="6" fill="#1b1226"/>`,
    `<rect x="${cx - 210}" y="${cy - 140}" width="420" height="270" rx="12" fill="#120b1c"/>`,
    `<rect x="${cx - 196}" y="${cy - 126}" width="392" height="230" rx="4" fill="${screen}"/>`,
    `<rect x="${cx - 180}" y="${cy - 110}" width="250" height="150" rx="4" fill="#0b0614" opacity=".7"/>`,
    `<circle cx="${cx - 55}" cy="${cy - 35}" r="30" fill="${palette.highlight}" opacity=".35"/>`,
    `<path d="M${cx - 55} ${cy - 50}l22 15l-22 15z" fill="#fff" opacity=".85"/>`,
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<rect x="${cx + 84}" y="${cy - 106 + i * 26}" width="${90 - (i % 2) * 30}" height="12" rx="6" fill="#fff" opacity=".25"/>`,
    ),
    `<circle cx="${cx - 166}" cy="${cy + 70}" r="7" fill="#ef4444"/>`,
    `<rect x="${cx - 152}" y="${cy + 65}" width="60" height="10" rx="5" fill="#fff" opacity=".35"/>`,
    `<rect x="${cx - 46}" y="${cy - 172}" width="92" height="40" rx="20" fill="#1b1226"/><rect x="${cx - 12}" y="${cy - 144}" width="24" height="10" fill="#1b1226"/>`,
    `<circle cx="${cx}" cy="${cy - 152}" r="13" fill="#05020a" stroke="#3b2a55" stroke-width="3"/><circle cx="${cx - 3}" cy="${cy - 155}" r="4" fill="${palette.glow}"/><circle cx="${cx + 30}" cy="${cy - 152}" r="3" fill="#22c55e"/>`,
  );
}

function microphone(scene: Scene, [cx, cy]: Point, palette: Palette): void {
  const body = scene.linear(
    [
      [0, "#1f1b2e"],
      [0.4, "#4b4466"],
      [1, "#14111f"],
    ],
    [0, 0],
    [1, 0],
  );
  const grille = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${cx - 52}" y="${cy - 120 + i * 13}" width="104" height="3" rx="1.5" fill="#0c0a14" opacity=".7"/>`,
  ).join("");
  scene.add(
    `<path d="M${cx} ${cy + 120}V600M${cx - 90} 620H${cx + 90}" stroke="#181124" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M${cx - 80} ${cy + 10}A80 80 0 0 0 ${cx + 80} ${cy + 10}" fill="none" stroke="#2b2140" stroke-width="12"/>`,
    `<rect x="${cx - 58}" y="${cy - 150}" width="116" height="230" rx="58" fill="${body}"/>`,
    grille,
    `<rect x="${cx - 58}" y="${cy - 150}" width="116" height="230" rx="58" fill="none" stroke="${palette.glow}" stroke-width="3" opacity=".7"/>`,
    `<rect x="${cx - 60}" y="${cy + 8}" width="120" height="18" rx="4" fill="#2b2140"/>`,
    `<rect x="${cx - 30}" y="${cy + 40}" width="60" height="8" rx="4" fill="${palette.highlight}" opacity=".9"/>`,
    `<path d="M${cx - 38} ${cy - 130}Q${cx - 46} ${cy - 60} ${cx - 38} ${cy}" stroke="#fff" stroke-width="6" opacity=".18" fill="none" stroke-linecap="round"/>`,
  );
}

function drawStockCover(): Scene {
  const scene = new Scene(COVER.width, COVER.height);
  const random = seededRandom(seedOf("stock"));
  coverBackdrop(
    scene,
    {
      deep: "#08080f",
      base: "#1c1530",
      glow: "#7c3aed",
      accent: BRAND.orange,
      highlight: BRAND.yellow,
    },
    [600, 330],
    "grid",
  );
  glow(scene, [600, 330], [420, 260], BRAND.orange, 0.3);
  const shapes = [
    `<path d="M170 140l46 80h-92z" fill="none" stroke="#22d3ee" stroke-width="6" stroke-linejoin="round"/>`,
    `<circle cx="1030" cy="150" r="40" fill="none" stroke="#f472b6" stroke-width="6"/>`,
    `<rect x="990" y="430" width="74" height="74" rx="6" fill="none" stroke="#a78bfa" stroke-width="6" transform="rotate(14 1027 467)"/>`,
    `<path d="M150 450l60 60M210 450l-60 60" stroke="${BRAND.yellow}" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="300" cy="560" r="10" fill="${BRAND.orange}"/>`,
    `<circle cx="880" cy="80" r="8" fill="#22d3ee"/>`,
    `<path d="M1110 300h30M1125 285v30" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  ];
  scene.add(`<g filter="${scene.blur(10)}" opacity=".7">${shapes.join("")}</g>`, ...shapes);
  hexDecorations(scene, random, 10, [BRAND.orange, "#a78bfa", "#22d3ee"]);
  scene.add(
    `<ellipse cx="600" cy="520" rx="280" ry="26" fill="#000" opacity=".5" filter="${scene.blur(14)}"/>`,
    detailedController(scene, "translate(600 320) scale(5.4) translate(-50 -31)", {
      body: "#1d1a2b",
      rim: BRAND.amber,
      dpad: "#d4d4d8",
      buttons: [BRAND.yellow, "#f87171", "#60a5fa", "#4ade80"],
      stick: "#2c2940",
      light: BRAND.orange,
    }),
  );
  coverFinish(scene);
  return scene;
}

interface CoverSpec {
  slug: string;
  draw: (palette: Palette) => Scene;
  palette: Palette;
}

const COVERS: readonly CoverSpec[] = [
  {
    slug: "winter-indie-showcase",
    draw: coverWinterIndieShowcase,
    palette: {
      deep: "#0a0f2e",
      base: "#1f2d66",
      glow: "#6d8cff",
      accent: "#ff5c8a",
      highlight: "#ffd35c",
    },
  },
  {
    slug: "extraction-shooter-season-launch",
    draw: coverExtractionShooter,
    palette: {
      deep: "#0e0d09",
      base: "#3a3a26",
      glow: "#c47a2c",
      accent: "#ff3b30",
      highlight: "#e5e7eb",
    },
  },
  {
    slug: "open-world-rpg-review",
    draw: coverOpenWorldRpg,
    palette: {
      deep: "#0b1630",
      base: "#3a3f74",
      glow: "#ff9f4a",
      accent: "#2dd4bf",
      highlight: "#fff1c1",
    },
  },
  {
    slug: "racing-sim-review",
    draw: coverRacingSim,
    palette: {
      deep: "#07070a",
      base: "#2a0d0d",
      glow: "#ff3b1f",
      accent: "#e10600",
      highlight: "#ffffff",
    },
  },
  {
    slug: "beginner-guide-battle-royale-drops",
    draw: coverBattleRoyaleDrops,
    palette: {
      deep: "#041a2b",
      base: "#0b4a6f",
      glow: "#38bdf8",
      accent: "#ff8a00",
      highlight: "#fff7ed",
    },
  },
  {
    slug: "speedrunning-101",
    draw: coverSpeedrunning,
    palette: {
      deep: "#0b0420",
      base: "#2e0d5c",
      glow: "#8b5cf6",
      accent: "#b4ff39",
      highlight: "#e9d5ff",
    },
  },
  {
    slug: "regional-league-finals-recap",
    draw: coverLeagueFinals,
    palette: {
      deep: "#04050c",
      base: "#131a40",
      glow: "#5b7cff",
      accent: "#ffc93c",
      highlight: "#c7d2fe",
    },
  },
  {
    slug: "collegiate-esports-growth",
    draw: coverCollegiateEsports,
    palette: {
      deep: "#12040a",
      base: "#5a1020",
      glow: "#b91c3c",
      accent: "#f2c14e",
      highlight: "#fff3d6",
    },
  },
  {
    slug: "budget-gaming-pc-build",
    draw: coverBudgetPcBuild,
    palette: {
      deep: "#02100a",
      base: "#0a3322",
      glow: "#10b981",
      accent: "#39ff88",
      highlight: "#b9ffd8",
    },
  },
  {
    slug: "handheld-pc-comparison",
    draw: coverHandheldComparison,
    palette: {
      deep: "#061118",
      base: "#103040",
      glow: "#22d3ee",
      accent: "#ff7a2f",
      highlight: "#2fd3ff",
    },
  },
  {
    slug: "game-preservation-efforts",
    draw: coverGamePreservation,
    palette: {
      deep: "#0f0b07",
      base: "#3a2a1a",
      glow: "#f59e0b",
      accent: "#dc2626",
      highlight: "#f3e9d2",
    },
  },
  {
    slug: "studio-four-day-week",
    draw: coverFourDayWeek,
    palette: {
      deep: "#0d1321",
      base: "#1d3557",
      glow: "#ff7b54",
      accent: "#ff7b54",
      highlight: "#7bdff2",
    },
  },
  {
    slug: "co-op-puzzle-games-roundup",
    draw: coverCoopPuzzle,
    palette: {
      deep: "#0b0f2a",
      base: "#23286b",
      glow: "#818cf8",
      accent: "#facc15",
      highlight: "#ffffff",
    },
  },
  {
    slug: "streaming-setup-on-a-budget",
    draw: coverStreamingSetup,
    palette: {
      deep: "#0a0514",
      base: "#3a0e5c",
      glow: "#ff4fd8",
      accent: "#a855f7",
      highlight: "#f0abfc",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Game thumbnails (160 x 160).
// ---------------------------------------------------------------------------------------------

function drawGrassBlock(): Scene {
  const scene = new Scene(160, 160);
  const random = seededRandom(seedOf("minecraft"));
  fillCanvas(
    scene,
    scene.linear(
      [
        [0, "#1f3b5c"],
        [1, "#0c1a12"],
      ],
      [0, 0],
      [0.4, 1],
    ),
  );
  glow(scene, [80, 70], [90, 80], "#7dd3fc", 0.25);
  scene.add(`<ellipse cx="80" cy="140" rx="52" ry="9" fill="#000" opacity=".45"/>`);
  const k = 7;
  const c30 = Math.cos(Math.PI / 6) * k;
  const ex: Point = [c30, k / 2];
  const ey: Point = [-c30, k / 2];
  const origin: Point = [80, 80];
  const up = 8 * k;
  const grass = ["#5fa33a", "#6cb544", "#4f8f30", "#79c24d", "#5a9c36"];
  const dirt = ["#8a5a34", "#7a4e2c", "#966440", "#6b4426", "#8f5f37"];
  const face = (matrix: string, color: (column: number, row: number) => string, shade: number) => {
    const cells: string[] = [];
    for (let row = 0; row < 8; row++) {
      for (let column = 0; column < 8; column++) {
        cells.push(
          `<rect x="${column}" y="${row}" width="1.04" height="1.04" fill="${color(column, row)}"/>`,
        );
      }
    }
    return `<g transform="matrix(${matrix})">${cells.join("")}<rect width="8" height="8" fill="#000" opacity="${shade}"/></g>`;
  };
  const drip = Array.from({ length: 16 }, () => 1 + Math.floor(random() * 3));
  const side = (offset: number) => (column: number, row: number) =>
    row < (drip[column + offset] ?? 1) ? pick(random, grass) : pick(random, dirt);
  const top = `${ex[0]} ${ex[1]} ${ey[0]} ${ey[1]} ${origin[0]} ${origin[1] - up}`;
  const right = `${ey[0]} ${ey[1]} 0 ${k} ${origin[0] + 8 * ex[0]} ${origin[1] - up + 8 * ex[1]}`;
  const left = `${ex[0]} ${ex[1]} 0 ${k} ${origin[0] + 8 * ey[0]} ${origin[1] - up + 8 * ey[1]}`;
  scene.add(
    face(top, () => pick(random, grass), 0),
    face(left, side(0), 0.12),
    face(right, side(8), 0.32),
    `<path d="M${origin[0]} ${origin[1] - up}l${n(8 * ex[0])} ${8 * ex[1]}l${n(8 * ey[0])} ${8 * ey[1]}l${n(-8 * ex[0])} ${-8 * ex[1]}z" fill="#fff" opacity=".08"/>`,
  );
  return scene;
}

function drawSoldierHelmet(): Scene {
  const scene = new Scene(160, 160);
  fillCanvas(
    scene,
    scene.linear(
      [
        [0, "#1c1f14"],
        [1, "#0a0b07"],
      ],
      [0, 0],
      [0.3, 1],
    ),
  );
  glow(scene, [80, 150], [120, 60], "#f97316", 0.35);
  noiseLayer(scene, {
    frequency: [0.03, 0.05],
    octaves: 3,
    seed: 4,
    color: "#6b6b5a",
    threshold: 0.5,
    contrast: 2,
    opacity: 0.35,
  });
  const shell = scene.linear(
    [
      [0, "#7a8450"],
      [0.5, "#4b5320"],
      [1, "#232812"],
    ],
    [0.2, 0],
    [0.8, 1],
  );
  scene.add(
    `<ellipse cx="82" cy="124" rx="56" ry="8" fill="#000" opacity=".5"/>`,
    `<path d="M28 104C26 62 52 36 84 36C114 36 136 60 136 100L146 108C148 114 144 118 136 118H24C18 118 16 112 20 108Z" fill="${shell}"/>`,
    `<path d="M40 70C52 48 72 42 92 44" fill="none" stroke="#c8d08f" stroke-width="5" opacity=".35" stroke-linecap="round"/>`,
    `<path d="M34 100H138" stroke="#1a1d0d" stroke-width="3" opacity=".7"/>`,
    `<path d="M52 58L118 96M60 48L130 86M42 74L100 106M76 40L136 74" stroke="#2a2f17" stroke-width="2" opacity=".55"/>`,
    `<path d="M52 116C54 132 66 140 80 140" fill="none" stroke="#3a2a18" stroke-width="4"/>`,
  );
  const reticle = "#ef4444";
  scene.add(
    `<g opacity=".95"><circle cx="96" cy="76" r="30" fill="none" stroke="${reticle}" stroke-width="3"/><path d="M96 38V60M96 92V114M58 76H80M112 76H134" stroke="${reticle}" stroke-width="3" stroke-linecap="round"/><circle cx="96" cy="76" r="3" fill="${reticle}"/></g>`,
  );
  return scene;
}

// ---------------------------------------------------------------------------------------------
// Rendering and writing.
// ---------------------------------------------------------------------------------------------

interface Written {
  file: string;
  bytes: number;
}

const written: Written[] = [];

async function save(file: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push({ file, bytes: Buffer.byteLength(data) });
}

/** Rasterises SVG; `scale` renders vector-sharp at a multiple of its size. */
function rasterise(scene: Scene, scale = 1): Sharp {
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

async function saveWebp(scene: Scene, file: string, quality: number, budgetKb: number) {
  const pixels = await rasterise(scene).png().toBuffer();
  const data = await encodeWithinBudget(
    (q) => sharp(pixels).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer(),
    quality,
    budgetKb,
    file,
  );
  await save(file, data);
}

async function saveJpeg(scene: Scene, file: string, quality: number, budgetKb = Infinity) {
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

async function savePng(scene: Scene, file: string, scale = 1): Promise<void> {
  await save(file, await rasterise(scene, scale).png({ compressionLevel: 9 }).toBuffer());
}

async function generateBrand(): Promise<void> {
  const logo = drawLogo();
  await save(join(IMAGES_DIR, "logo.svg"), logo.toSvg());
  await savePng(logo, join(IMAGES_DIR, "logo.png"), 2);
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
  }
}

async function generateCovers(only?: string): Promise<void> {
  for (const cover of COVERS) {
    if (only && only !== cover.slug) continue;
    await saveWebp(
      cover.draw(cover.palette),
      join(IMAGES_DIR, "news", `${cover.slug}.webp`),
      72,
      80,
    );
  }
  if (!only || only === "stock") {
    await saveWebp(drawStockCover(), join(IMAGES_DIR, "news", "stock.webp"), 72, 80);
  }
}

async function generateGames(): Promise<void> {
  await saveWebp(drawGrassBlock(), join(IMAGES_DIR, "games", "minecraft.webp"), 82, 20);
  await saveWebp(drawSoldierHelmet(), join(IMAGES_DIR, "games", "call-of-duty.webp"), 82, 20);
}

/**
 * Usage: `npx tsx scripts/generate-images.ts [group] [name]` where group is brand,
 * backgrounds, covers or games (default: everything) and name limits it to one image.
 */
async function main(): Promise<void> {
  const [group, name] = process.argv.slice(2);
  if (!group || group === "brand") await generateBrand();
  if (!group || group === "backgrounds") await generateBackgrounds(name);
  if (!group || group === "covers") await generateCovers(name);
  if (!group || group === "games") await generateGames();
  for (const { file, bytes } of written) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${relative(ROOT, file)}`);
  }
}

await main();
