// Runs before the app: applies the stored theme (key "preferred-theme") to <html>.
// Unknown values fall back to battleroyal. Kept in step with src/shared/themes.ts.
(function () {
  var themes = ["battleroyal", "fantasy", "scifi", "industrial"];
  var theme = "battleroyal";
  try {
    var stored = window.localStorage.getItem("preferred-theme");
    if (themes.indexOf(stored) !== -1) theme = stored;
  } catch (e) {}
  var root = document.documentElement;
  root.className = root.className.replace(/\btheme-[a-z]+\b/g, "").trim();
  root.classList.add("theme-" + theme);
})();
