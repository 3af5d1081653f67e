/** Shared motifs: the GameHub emblem, the wordmark, game controllers and hexagon decorations. */
import { BRAND, WORDMARK_FONT } from "./constants";
import { between, n, pick, type Random, towardEdges } from "./random";
import { hexPoints, type Point, type Scene } from "./svg";

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

export interface ControllerStyle {
  body: string;
  rim: string;
  dpad: string;
  buttons: readonly string[];
  stick: string;
  light: string;
}

/** Detailed controller for illustrations: body, rim light, sticks, buttons, light bar. */
export function detailedController(
  scene: Scene,
  transform: string,
  style: ControllerStyle,
): string {
  const shine = scene.linear([
    [0, "#fff", 0.22],
    [0.45, "#fff", 0],
  ]);
  const stick = (cx: number) =>
    `<circle cx="${cx}" cy="35" r="6.4" fill="#0a0a10"/><circle cx="${cx}" cy="35" r="4.6" fill="${style.stick}"/><circle cx="${cx - 1}" cy="34" r="2" fill="#fff" opacity=".18"/>`;
  return `<g transform="${transform}"><path d="${CONTROLLER_BODY}" fill="${style.body}"/><path d="${CONTROLLER_BODY}" fill="${shine}"/><path d="${CONTROLLER_BODY}" fill="none" stroke="${style.rim}" stroke-width="1.2" stroke-opacity=".9"/>${controllerDetails(style.dpad, style.buttons)}${stick(38)}${stick(62)}<rect x="43" y="12" width="14" height="2.4" rx="1.2" fill="${style.light}"/><rect x="45" y="20" width="4" height="2" rx="1" fill="#fff" opacity=".35"/><rect x="51" y="20" width="4" height="2" rx="1" fill="#fff" opacity=".35"/></g>`;
}

/** GameHub emblem: an orange-to-yellow hexagon with a controller cut into it (64 x 64). */
export function emblemMarkup(scene: Scene, [x, y]: Point, size: number): string {
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

export function wordmarkMarkup(scene: Scene, [x, y]: Point, fontSize: number): string {
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

/** Faint hexagon outlines floating near the edges, clear of the middle of the picture. */
export function hexDecorations(
  scene: Scene,
  random: Random,
  count: number,
  colors: readonly string[],
) {
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
