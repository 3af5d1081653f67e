// Runs in <head> before the first paint, before any module: puts the stored theme and appearance
// settings on <html>. The server's HTML never depends on them (it cannot read this browser's
// storage), so this script is what keeps a reload from flashing the default look. A plain file,
// not an inline script: the CSP allows only the site's own scripts. (Written into the page, it
// made the first paint earlier but left more of the start-up work after it: Lighthouse's
// blocking time on the heaviest pages went from 59-142 ms to 198-297 ms; see
// docs/performance.md.)
//
// Kept in step by hand (src/client/features/appearance/theme-init.test.ts runs this file against
// applyAppearance and fails when they disagree):
// - theme: key "preferred-theme", class "theme-<id>", ids and default as in src/shared/themes.ts.
// - appearance: key "appearance-settings", parsing, defaults, classes, attribute and style as in
//   src/client/features/appearance/appearance-settings.ts (parseAppearanceSettings and
//   applyAppearance). Only the animation playback rate is left to the app (it needs the
//   animations that exist once the page runs).
(function () {
  var root = document.documentElement;
  var storage = null;
  try {
    storage = window.localStorage;
  } catch (e) {}

  function read(key) {
    try {
      return storage ? storage.getItem(key) : null;
    } catch (e) {
      // Storage blocked (privacy mode): the defaults apply.
      return null;
    }
  }

  // Theme: unknown values fall back to battleroyal.
  var themes = ["battleroyal", "fantasy", "scifi", "industrial"];
  var theme = "battleroyal";
  var storedTheme = read("preferred-theme");
  if (themes.indexOf(storedTheme) !== -1) theme = storedTheme;
  root.className = root.className.replace(/\btheme-[a-z]+\b/g, "").trim();
  root.classList.add("theme-" + theme);

  // Appearance: each field falls back to its default on its own, as parseAppearanceSettings does.
  var input = null;
  try {
    input = JSON.parse(read("appearance-settings"));
  } catch (e) {}
  if (typeof input !== "object" || input === null || Array.isArray(input)) input = {};

  var fontSize = input.fontSize;
  if (
    typeof fontSize !== "number" ||
    fontSize % 1 !== 0 ||
    fontSize < 75 ||
    fontSize > 150 ||
    fontSize % 5 !== 0
  ) {
    fontSize = 100;
  }
  var fontFamily = ["default", "serif", "sans", "mono"].indexOf(input.fontFamily) !== -1
    ? input.fontFamily
    : "default";
  var speeds = { off: 0, slow: 0.5, normal: 1, fast: 1.5 };
  var speed = Object.prototype.hasOwnProperty.call(speeds, input.animationSpeed)
    ? speeds[input.animationSpeed]
    : 1;
  var contrasts = { low: 0.8, normal: 1, high: 1.2, max: 1.4 };
  var contrast = Object.prototype.hasOwnProperty.call(contrasts, input.contrast)
    ? contrasts[input.contrast]
    : 1;
  var reducedMotion = typeof input.reducedMotion === "boolean" ? input.reducedMotion : false;
  var darkMode = typeof input.darkMode === "boolean" ? input.darkMode : true;

  // Defaults leave no trace, as applyAppearance does.
  if (fontSize !== 100) root.style.setProperty("font-size", fontSize + "%");
  if (fontFamily !== "default") root.setAttribute("data-font-family", fontFamily);
  if (speed !== 1) root.style.setProperty("--animation-speed", String(speed));
  if (speed === 0) root.classList.add("animations-off");
  if (contrast !== 1) root.style.setProperty("filter", "contrast(" + contrast + ")");
  if (reducedMotion) root.classList.add("reduce-motion");
  if (!darkMode) root.classList.add("light-mode");
})();
