/** Game thumbnails (160 x 160). */
import { n, pick, seededRandom, seedOf } from "./random";
import { fillCanvas, glow, noiseLayer, type Point, Scene } from "./svg";

export function drawGrassBlock(): Scene {
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

export function drawSoldierHelmet(): Scene {
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
