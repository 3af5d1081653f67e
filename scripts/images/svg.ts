/**
 * SVG building blocks shared by every drawing: the Scene that collects defs and layers, gradients,
 * masks, glows, noise, star fields, particles, ridges, skylines and other reusable shapes.
 */
import { between, n, pick, type Random, towardEdges } from "./random";

export type Point = readonly [number, number];
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
export class Scene {
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

export function fillCanvas(scene: Scene, fill: string, opacity = 1): void {
  scene.add(
    `<rect width="${scene.width}" height="${scene.height}" fill="${fill}" opacity="${opacity}"/>`,
  );
}

export function verticalGradient(scene: Scene, stops: readonly Stop[]): void {
  fillCanvas(scene, scene.linear(stops));
}

/** Mask that fades vertically: pairs of [offset, visibility]. */
export function verticalMask(
  scene: Scene,
  visibility: readonly (readonly [number, number])[],
): string {
  return scene.mask(scene.linear(visibility.map(([offset, alpha]) => [offset, "#fff", alpha])));
}

/** Mask that shows an elliptical region (centre and radius in 0..1 of the canvas). */
export function radialMask(scene: Scene, centre: Point, radius: number, strength = 1): string {
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
export function glow(
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
export function noiseLayer(scene: Scene, layer: NoiseLayer): void {
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
export function centreScrim(scene: Scene, color: string, opacity: number): void {
  glow(
    scene,
    [scene.width / 2, scene.height * 0.58],
    [scene.width * 0.42, scene.height * 0.5],
    color,
    opacity,
  );
}

export function bottomFade(scene: Scene, color: string, from = 0.7, opacity = 1): void {
  fillCanvas(
    scene,
    scene.linear([
      [from, color, 0],
      [1, color, opacity],
    ]),
  );
}

export function vignette(scene: Scene, opacity: number, color = "#000"): void {
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
export function gridPattern(scene: Scene, cell: number, color: string, opacity: number): string {
  return scene.define(
    "gp",
    (id) =>
      `<pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><path d="M${cell} 0H0V${cell}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1"/></pattern>`,
  );
}

export function dotPattern(
  scene: Scene,
  cell: number,
  radius: number,
  color: string,
  opacity: number,
) {
  return scene.define(
    "dp",
    (id) =>
      `<pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><circle cx="${cell / 2}" cy="${cell / 2}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/></pattern>`,
  );
}

/** Four-pointed glint used for bright stars and sparkles. */
export function sparkle([x, y]: Point, size: number, color: string, opacity = 1): string {
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

export function starField(scene: Scene, random: Random, field: StarField): void {
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
export function particles(scene: Scene, random: Random, options: Particles): void {
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
export function ridgePoints(random: Random, ridge: Ridge): Point[] {
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
export function silhouettePath(points: readonly Point[], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return "";
  return `M${n(first[0])} ${bottom}L${polyline(points).slice(1)}L${n(last[0])} ${bottom}Z`;
}

export function ridgeLayer(
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
export function blobPath(
  random: Random,
  [cx, cy]: Point,
  [rx, ry]: Point,
  wobble: number,
  count = 12,
) {
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

export function hexPoints([cx, cy]: Point, radius: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`;
  }).join(" ");
}

/** Buildings as one path: a list of [x, width, height] standing on `groundY`. */
export function skylinePath(
  buildings: readonly (readonly [number, number, number])[],
  groundY: number,
) {
  return buildings
    .map(
      ([x, width, height]) => `M${n(x)} ${groundY}V${n(groundY - height)}h${n(width)}V${groundY}Z`,
    )
    .join("");
}

export function randomSkyline(
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
export function windowLights(
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

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}
