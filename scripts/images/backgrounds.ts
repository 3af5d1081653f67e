/** Theme backgrounds (1920 x 1080). Kept dark; the detail lives at the top and the edges. */
import { BACKGROUND, BRAND } from "./constants";
import { hexDecorations } from "./motifs";
import { between, n, pick, type Random, seededRandom, seedOf } from "./random";
import {
  bottomFade,
  centreScrim,
  dotPattern,
  type Ellipse,
  glow,
  gridPattern,
  noiseLayer,
  type Point,
  particles,
  radialMask,
  randomSkyline,
  ridgeLayer,
  ridgePoints,
  Scene,
  silhouettePath,
  skylinePath,
  starField,
  verticalGradient,
  verticalMask,
  windowLights,
} from "./svg";

export function drawBattleRoyale(): Scene {
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

export function drawFantasy(): Scene {
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

export function drawSciFi(): Scene {
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

export function drawIndustrial(): Scene {
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

export function drawCyberpunk(): Scene {
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

export function drawDefault(): Scene {
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
