/*
 * Animation speed. CSS cannot multiply the durations each component
 * declares (Tailwind utilities, Radix states, keyframes in styles.css), so the speed is applied
 * through the Web Animations API instead: every CSS animation and transition on the page gets
 * the chosen playback rate, existing ones at once and new ones as they start.
 */

let playbackRate = 1;
let listeningDocument: Document | null = null;

function applyPlaybackRate(doc: Document): void {
  // getAnimations is missing in old browsers and test DOMs; speed is then simply not scaled.
  if (typeof doc.getAnimations !== "function") return;
  for (const animation of doc.getAnimations()) {
    if (animation.playbackRate !== playbackRate) animation.playbackRate = playbackRate;
  }
}

function handleAnimationCreated(event: Event): void {
  const doc = event.currentTarget as Document;
  applyPlaybackRate(doc);
}

/**
 * Sets the playback rate of all animations. 0 (Off) leaves the rate at 1: appearance.css then
 * shortens every animation to nothing, and a rate of 0 would freeze elements mid-animation.
 */
export function setAnimationPlaybackRate(rate: number, doc: Document): void {
  const previousRate = playbackRate;
  playbackRate = rate > 0 ? rate : 1;
  const needsListening = playbackRate !== 1;
  if (needsListening && !listeningDocument) {
    // animationstart and transitionrun fire when an animation begins; capture sees them all.
    doc.addEventListener("animationstart", handleAnimationCreated, true);
    doc.addEventListener("transitionrun", handleAnimationCreated, true);
    listeningDocument = doc;
  } else if (!needsListening && listeningDocument) {
    listeningDocument.removeEventListener("animationstart", handleAnimationCreated, true);
    listeningDocument.removeEventListener("transitionrun", handleAnimationCreated, true);
    listeningDocument = null;
  }
  // Animations run at 1 unless this module changed them, so from 1 to 1 (every page load at the
  // default speed) there is nothing to set: getAnimations() would make the browser work out
  // the whole page's styles there and then, in the middle of the first view's scripts.
  if (previousRate === 1 && playbackRate === 1) return;
  applyPlaybackRate(doc);
}

/** The rate currently applied; 1 when the speed is normal or off. */
export function currentAnimationPlaybackRate(): number {
  return playbackRate;
}
