import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

/**
 * A component in its own chunk, shown with `fallback` until the chunk arrives. When the server
 * drew the component, the page loads it before the browser takes the page over (the screen's
 * preloadScreen calls `preload`): hydration then finds it and takes the server's HTML over as
 * it is. Arriving later, it is drawn again from scratch, and a press in between reaches no
 * handler.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  function preload() {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Forget a failed load, so the next attempt asks the network again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    // Chosen once per mount: moving from the lazy wrapper to the loaded component on a later
    // render would mount a new one and drop what was typed into it.
    const [Chosen] = useState(() => loaded ?? (Lazy as ComponentType<P>));
    return (
      <Suspense fallback={fallback}>
        <Chosen {...props} />
      </Suspense>
    );
  }
  return { Component: Deferred, preload };
}
