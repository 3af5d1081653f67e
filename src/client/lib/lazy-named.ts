import { type ComponentType, createElement, lazy, type ReactElement } from "react";

/** A page component that can be loaded ahead of rendering. */
export type LazyPage<M = unknown> = (() => ReactElement) & {
  displayName?: string;
  /** Loads the page's module (once) and resolves with it. */
  preload(): Promise<M>;
};

/**
 * React.lazy for page modules with named exports (the project has no default exports): each
 * page is its own chunk. `preload()` loads it ahead of rendering: the server renderer and the
 * client's hydration both call it for the page being opened, so that page renders at once on
 * both sides (the same HTML, no Suspense fallback in between); pages reached later by a link
 * still suspend while their chunk loads.
 */
export function lazyNamed<M>(load: () => Promise<M>, name: keyof M & string): LazyPage<M> {
  let loadedModule: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loadedModule = module;
        return module;
      },
      (error: unknown) => {
        // Forget a failed load (a network blip, a prefetch cut short), so the next attempt
        // asks the network again instead of failing with the old error.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(async () => ({
    default: (await preload())[name] as ComponentType,
  }));
  function Page() {
    const loaded = loadedModule?.[name] as ComponentType | undefined;
    return createElement(loaded ?? Suspending);
  }
  Page.displayName = name;
  Page.preload = preload;
  return Page;
}
