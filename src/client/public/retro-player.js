// The retro arcade's DOS player document (/retro-player?bundle=…&volume=…), shown in a frame
// of /retro-games. js-dos (GPL-2.0, /vendor/js-dos/) unpacks bundles with code it evaluates,
// so this document alone gets a Content-Security-Policy that allows eval (see the server's
// features/retro-games/js-dos-assets.ts); the site's pages keep theirs. The arcade page, on the
// same origin, drives the player through `window.gamehubPlayer` once this document posts
// "dos-ready" to it. A plain file, not an inline script: the CSP allows only the site's own.
(function () {
  var params = new URLSearchParams(location.search);
  var bundle = params.get("bundle") || "";
  var base = document.documentElement.dataset.jsDosBase;
  var volume = Number(params.get("volume"));
  // js-dos locks the keyboard (Escape and W go to the game, not the browser) as it starts, but
  // browsers allow that only in fullscreen: elsewhere the lock is refused, and js-dos leaves the
  // refusal uncaught. So the lock is asked for only in fullscreen, and a refusal is let go. (The
  // arcade page locks the keys itself when it puts the player in fullscreen.)
  var keyboard = navigator.keyboard;
  if (keyboard && typeof keyboard.lock === "function") {
    var lockKeys = keyboard.lock.bind(keyboard);
    keyboard.lock = function (codes) {
      if (!document.fullscreenElement) return Promise.resolve();
      return lockKeys(codes).catch(function () {});
    };
  }
  // Only a bundle served by this site plays here.
  if (!/^\/media\/retro-bundles\/\d+\/[0-9a-f]{16}\.jsdos$/.test(bundle) || !window.Dos) return;
  var dos = window.Dos(document.getElementById("player"), {
    url: bundle,
    pathPrefix: base + "emulators/",
    kiosk: true,
    autoStart: true,
    noCloud: true,
    renderBackend: "canvas",
    imageRendering: "pixelated",
    volume: Number.isFinite(volume) ? volume : 1,
    onEvent: function (event, ci) {
      if (event !== "ci-ready" || !ci) return;
      window.gamehubPlayer = {
        setVolume: function (value) {
          dos.setVolume(value);
        },
        sendKey: function (code, pressed) {
          ci.sendKeyEvent(code, pressed);
        },
      };
      parent.postMessage({ type: "dos-ready" }, location.origin);
    },
  });
})();
