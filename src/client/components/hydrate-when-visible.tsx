import { type ReactNode, Suspense, use, useEffect, useRef, useState } from "react";
import { AdoptEarlyInput } from "./adopt-early-input";
import { useIsHydrating } from "./use-is-hydrating";

/**
 * Taking over the server's HTML costs the browser main-thread time for every element, and on a
 * phone the whole page at once blocks a tap for hundreds of milliseconds. React takes over each
 * Suspense boundary in a pass of its own after the rest of the page, so a section wrapped here
 * is hydrated apart from the shell; and a section below the fold is not hydrated at all until it
 * comes near the viewport (or is pointed at, touched, focused or typed into before that): until
 * then the server's HTML stays exactly as sent, readable, with its links working as plain links.
 *
 * Only the first view waits: a section drawn after the page was taken over (another page opened
 * in the app) renders at once. Whatever the visitor typed into the section before it was taken
 * over is handed to React then (components/adopt-early-input.tsx).
 */

/** How near the viewport a section starts its hydration, so it is ready by the time it is seen. */
const NEAR_VIEWPORT = "300px 0px";

/**
 * Events that show a visitor reaching into a section that is not hydrated yet. Listened to on
 * the document in the capture phase, before React's own listener on the root: for an event on a
 * section it has not hydrated, React hydrates the section synchronously and then delivers the
 * event, which works only if the gate is already open.
 */
const REACH_EVENTS = [
  "pointerdown",
  "mousedown",
  "touchstart",
  "keydown",
  "focusin",
  "click",
  "input",
  "change",
  "submit",
] as const;

interface Gate {
  isOpen: boolean;
  opened: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    isOpen: false,
    opened,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      resolve();
    },
  };
  return gate;
}

/** Suspends the boundary around it while the page is being taken over and the gate is shut. */
function HydrationGate({ gate }: { gate: Gate }) {
  const isHydrating = useIsHydrating();
  if (isHydrating && !gate.isOpen) use(gate.opened);
  return null;
}

interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** The wrapping element: a list item in place of the list's own `li`. */
  as?: "div" | "li";
  /** Classes of the wrapping element (it takes the section's place in the layout). */
  className?: string;
  /**
   * False for a section at the top of the page: it is hydrated in its own pass at once, without
   * waiting to be seen.
   */
  whenVisible?: boolean;
  /** Shown while the section's code loads when the app draws it itself (a tab opened later). */
  fallback?: ReactNode;
}

/**
 * Wraps a section of a server-rendered page so that React hydrates it apart from the rest, and
 * (unless `whenVisible` is false) only once it comes near the viewport or the visitor reaches
 * into it.
 */
export function HydrateWhenVisible({
  children,
  as: Wrapper = "div",
  className,
  whenVisible = true,
  fallback = null,
}: HydrateWhenVisibleProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  // No gate on the server (nothing to wait for there) and none for a section that is not waited for.
  const [gate] = useState(() =>
    whenVisible && typeof document !== "undefined" ? createGate() : null,
  );
  const firstChildren = useRef(children);
  // New children before the section is hydrated: React must take the section over before it can
  // apply them (otherwise it throws the server's HTML away and draws the section anew).
  if (gate && children !== firstChildren.current) gate.open();

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.isOpen || !element) return;
    if (typeof IntersectionObserver !== "function") {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) stop();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    function handleReach(event: Event) {
      if (event.target instanceof Node && element?.contains(event.target)) stop();
    }
    function stop() {
      gate?.open();
      observer.disconnect();
      for (const type of REACH_EVENTS) document.removeEventListener(type, handleReach, true);
    }
    observer.observe(element);
    for (const type of REACH_EVENTS) document.addEventListener(type, handleReach, true);
    return () => {
      observer.disconnect();
      for (const type of REACH_EVENTS) document.removeEventListener(type, handleReach, true);
    };
  }, [gate]);

  return (
    <Wrapper ref={ref} className={className}>
      <Suspense fallback={fallback}>
        {gate ? <HydrationGate gate={gate} /> : null}
        {children}
        <AdoptEarlyInput scope={ref} />
      </Suspense>
    </Wrapper>
  );
}
