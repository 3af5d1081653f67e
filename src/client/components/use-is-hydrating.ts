import { useSyncExternalStore } from "react";

function subscribeToNothing() {
  return () => {};
}

/**
 * True while React is taking over server HTML (it reads the server snapshot then), false when it
 * draws anew: a section the app draws itself must never wait for anything, or it would stay empty.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
