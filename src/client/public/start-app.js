// Starts the app once the page has loaded. The server's HTML already shows the whole page, so
// its scripts wait until the stylesheet, fonts and pictures of the first paint are in, instead
// of sharing a slow phone connection with them. The server lists them in a data block
// (src/server/features/page-render/page-assets.ts); all are fetched in parallel. Without the
// block (the Vite dev server) the page loads its script itself. A plain file, not an inline
// script: the CSP allows only the site's own scripts.
(function () {
  var started = false;
  function startApp() {
    // The page is painted (or has waited long enough): the themed backdrop picture may load.
    document.documentElement.classList.remove("backdrop-waiting");
    var block = document.getElementById("app-scripts");
    if (started || !block) return;
    started = true;
    var scripts = JSON.parse(block.textContent);
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = scripts.entry;
    document.head.appendChild(entry);
    preloadFrom(scripts.preload, 0);
  }
  // Starting a fetch costs the browser about a third of a millisecond on a fast machine, and a
  // page preloads some 30 modules: done at once, that is one task long enough to delay a tap on
  // a phone. So they go a few at a time, in separate tasks, in the order the server lists them.
  var PRELOADS_PER_TASK = 6;
  function preloadFrom(urls, start) {
    var end = Math.min(start + PRELOADS_PER_TASK, urls.length);
    for (var i = start; i < end; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = urls[i];
      document.head.appendChild(link);
    }
    if (end < urls.length) {
      setTimeout(function () {
        preloadFrom(urls, end);
      }, 0);
    }
  }
  // `load` means the pictures have arrived, not that they are on screen: the frame that draws
  // the largest one comes after. Starting only once that frame is painted (a timer set in the
  // frame's animation callback runs after its paint) keeps the scripts' downloads out of the
  // way of the largest paint. A hidden tab paints no frame: the 4 s fallback below starts it.
  function startAfterNextFrame() {
    if (typeof requestAnimationFrame !== "function") return setTimeout(startApp, 0);
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  }
  // After `load` and after the first contentful paint: a long page may finish loading before it
  // is painted, and the scripts should not compete with that paint either.
  function startAfterFirstPaint() {
    var painted = function () {
      return performance.getEntriesByName("first-contentful-paint").length > 0;
    };
    if (painted() || typeof PerformanceObserver !== "function") return startAfterNextFrame();
    // A page with nothing contentful to paint (an empty shell) never reports a first
    // contentful paint: it starts a moment after load all the same.
    setTimeout(startApp, 1000);
    var observer = new PerformanceObserver(function () {
      if (!painted()) return;
      observer.disconnect();
      startAfterNextFrame();
    });
    try {
      observer.observe({ type: "paint", buffered: true });
    } catch (e) {
      setTimeout(startApp, 0);
    }
  }
  // A form clicked before the app has taken it over (before hydration, or while its part of
  // the page still waits for its code) has no handler yet: the browser would send it itself,
  // reloading the page with what was typed in its address (`?content=…`) and posting nothing.
  // Such a submission is held and made again every 100 ms until the app handles it, for 15 s at
  // most, as a held button press below (a phone-speed CPU on a slow network can take more than
  // 5 s to hydrate); then the browser has it. This listener, on the document, hears a
  // submission after React's own on the app's root: a submission the app handled is already
  // prevented. Whether React has claimed the form is not enough: it puts its props on the
  // element while it renders, before it commits, and a submission in between reaches no
  // handler. Forms that name an action are meant to work without scripts (the search page's)
  // and always go as usual.
  var pending = null;
  var HOLD_MS = 15000;
  var HOLD_RETRIES = HOLD_MS / 100;
  var retries = 0;
  function isTakenOver(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf("__reactProps$") === 0;
    });
  }
  function sendPendingForm() {
    var form = pending.form;
    var submitter = pending.submitter;
    pending = null;
    if (!form.isConnected) return;
    if (submitter && submitter.isConnected && submitter.form === form) form.requestSubmit(submitter);
    else form.requestSubmit();
  }
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (form.hasAttribute("action")) return;
    if (event.defaultPrevented) {
      retries = 0;
      return;
    }
    if (retries >= HOLD_RETRIES) return;
    event.preventDefault();
    var waiting = pending !== null;
    pending = { form: form, submitter: event.submitter };
    if (waiting) return;
    retries += 1;
    setTimeout(sendPendingForm, 100);
  });
  // A button pressed before the app has taken the page over has no handler yet, and the press
  // would be lost: on a phone-speed CPU the server's page shows for a second or two before its
  // scripts run. So until React has hydrated the page (`data-hydrated` on <html>, set by the
  // root layout), a press on a button that React does not own yet is kept: the button shows it
  // is busy, and once the page is taken over the same button (or, if React drew it anew, the
  // one in its place with the same label) is clicked again. Only the last press is kept, so a
  // double press cannot like and unlike. Submit buttons of forms are held as form submissions
  // above; links work without scripts.
  var heldClick = null;
  function isHydrated() {
    return document.documentElement.dataset.hydrated === "true";
  }
  function buttonsOfApp() {
    return Array.prototype.slice.call(document.querySelectorAll("#root button"));
  }
  function showHeld(button, held) {
    if (held) {
      button.setAttribute("aria-busy", "true");
      button.setAttribute("data-held-click", "");
    } else {
      button.removeAttribute("aria-busy");
      button.removeAttribute("data-held-click");
    }
  }
  function clickHeldButton() {
    var held = heldClick;
    if (!held) return;
    if (!isHydrated() && Date.now() - held.at < HOLD_MS) {
      setTimeout(clickHeldButton, 50);
      return;
    }
    heldClick = null;
    showHeld(held.button, false);
    if (!isHydrated()) return;
    var button = held.button;
    if (!button.isConnected) {
      var same = buttonsOfApp()[held.index];
      button = same && same.textContent === held.label ? same : null;
    }
    if (button && !button.disabled) button.click();
  }
  document.addEventListener(
    "click",
    function (event) {
      if (!event.isTrusted || isHydrated()) return;
      var button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button || button.disabled || !button.closest("#root")) return;
      if (button.type === "submit" && button.form) return;
      if (isTakenOver(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      var waiting = heldClick !== null;
      if (waiting) showHeld(heldClick.button, false);
      heldClick = {
        button: button,
        index: buttonsOfApp().indexOf(button),
        label: button.textContent,
        at: Date.now(),
      };
      showHeld(button, true);
      if (!waiting) setTimeout(clickHeldButton, 50);
    },
    true,
  );
  if (document.readyState === "complete") startAfterFirstPaint();
  else window.addEventListener("load", startAfterFirstPaint);
  // A picture that never finishes loading must not keep the page from working. Counted from
  // when this script runs: it may run after DOMContentLoaded, whose listeners would never fire.
  setTimeout(startApp, 4000);
})();
