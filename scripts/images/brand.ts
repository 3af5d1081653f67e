/** Brand assets: the logo, favicons, the Apple touch icon and the social card. */
import { BRAND, COVER } from "./constants";
import { emblemMarkup, hexDecorations, wordmarkMarkup } from "./motifs";
import { seededRandom, seedOf } from "./random";
import { fillCanvas, glow, gridPattern, Scene, verticalGradient } from "./svg";

export function drawLogo(): Scene {
  const scene = new Scene(160, 40);
  scene.add(emblemMarkup(scene, [0, 2], 36), wordmarkMarkup(scene, [42, 29.5], 25));
  return scene;
}

export function drawFavicon(): Scene {
  const scene = new Scene(64, 64);
  scene.add(emblemMarkup(scene, [0, 0], 64));
  return scene;
}

export function drawAppleTouchIcon(): Scene {
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

export function drawSocialCard(): Scene {
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
