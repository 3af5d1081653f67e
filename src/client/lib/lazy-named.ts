import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy for modules with named exports (the project has no default exports): each page
 * becomes its own chunk, loaded when its route is first visited.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] & ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType }));
}
