import {
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useState,
} from "react";

/** How a deferred menu or dialog was first opened: a keyboard opening focuses its first item. */
export type OpenedWith = "pointer" | "keyboard";

/** What the loaded part receives: open at once, and how it was asked for. */
export interface DeferredPartProps {
  openedWith: OpenedWith;
}

/** A module import made once and shared by every caller. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    return pending;
  };
}

/**
 * Menus and dialogs (Radix, with their positioning and focus libraries) are not part of a page's
 * first view. The page renders a light trigger: the same button, label and look, on the server
 * and in the browser. Hovering or focusing it starts loading the real part; pressing it (pointer
 * down, Enter, Space, ArrowDown, or an assistive technology's click) loads it and swaps it in,
 * opened, with the real trigger in the same place; from then on the real part handles everything.
 */
export function useDeferredPart<P extends DeferredPartProps>(
  load: () => Promise<ComponentType<P>>,
) {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);

  function open(how: OpenedWith) {
    if (openedWith) return;
    setOpenedWith(how);
    void load().then((component) => setLoaded(() => component));
  }

  function preload() {
    void load().catch(() => undefined);
  }

  return {
    Loaded: openedWith && Loaded ? Loaded : null,
    openedWith: openedWith ?? "pointer",
    open,
    preload,
  };
}

/** What a light trigger needs from useDeferredPart. */
interface PartOpener {
  open: (how: OpenedWith) => void;
  preload: () => void;
}

/** The keys that open a menu from its trigger, as Radix DropdownMenu has them. */
const MENU_OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/** The light trigger's attributes and handlers for a menu (Radix DropdownMenu's, closed). */
export function menuTriggerProps(part: PartOpener) {
  return {
    type: "button" as const,
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: part.preload,
    onFocus: part.preload,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // Like Radix: the press opens the menu and does not move focus to the trigger.
      event.preventDefault();
      part.open("pointer");
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!MENU_OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      part.open("keyboard");
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      // A click with no pointer press before it comes from a screen reader or the keyboard.
      if (event.detail === 0) part.open("keyboard");
    },
  };
}

/** The light trigger's attributes and handlers for a dialog (Radix Dialog's, closed). */
export function dialogTriggerProps(part: PartOpener) {
  return {
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: part.preload,
    onFocus: part.preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      part.open(event.detail === 0 ? "keyboard" : "pointer");
    },
  };
}
