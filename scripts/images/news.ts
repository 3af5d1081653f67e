/** News covers (1200 x 630): one abstract motif each, each with its own palette. */
import { BRAND, COVER } from "./constants";
import { type ControllerStyle, detailedController, hexDecorations } from "./motifs";
import { between, n, pick, type Random, seededRandom, seedOf, towardEdges } from "./random";
import {
  blobPath,
  type Circle,
  dotPattern,
  fillCanvas,
  glow,
  gridPattern,
  noiseLayer,
  type Point,
  particles,
  randomSkyline,
  ridgeLayer,
  ridgePoints,
  Scene,
  silhouettePath,
  skylinePath,
  sparkle,
  starField,
  verticalGradient,
  vignette,
  windowLights,
} from "./svg";

export interface Palette {
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

export function coverWinterIndieShowcase(palette: Palette): Scene {
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

export function coverExtractionShooter(palette: Palette): Scene {
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

export function coverOpenWorldRpg(palette: Palette): Scene {
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

export function coverRacingSim(palette: Palette): Scene {
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

export function coverBattleRoyaleDrops(palette: Palette): Scene {
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

export function coverSpeedrunning(palette: Palette): Scene {
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

export function coverLeagueFinals(palette: Palette): Scene {
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

export function coverCollegiateEsports(palette: Palette): Scene {
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

export function coverBudgetPcBuild(palette: Palette): Scene {
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

export function coverHandheldComparison(palette: Palette): Scene {
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

export function coverGamePreservation(palette: Palette): Scene {
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

export function coverCoopPuzzle(palette: Palette): Scene {
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

export function coverStreamingSetup(palette: Palette): Scene {
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

export function drawStockCover(): Scene {
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

export const COVERS: readonly CoverSpec[] = [
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
