import { type ComponentType, useEffect, useState } from "react";
import { rememberUsedControl, TOAST_VIEWPORT_HOTKEY, useToast } from "../../lib/toast";

let radixToaster: Promise<ComponentType> | undefined;

function loadRadixToaster(): Promise<ComponentType> {
  radixToaster ??= import("./radix-toaster").then((module) => module.RadixToaster);
  return radixToaster;
}

/**
 * The toast outlet. Radix Toast (its viewport, timer, swipe and hotkey) is not part of a page's
 * first view: it loads when the first toast is queued, or when F8 asks for the notifications,
 * and stays mounted from then on. The toast store (lib/toast.ts) holds what was queued meanwhile.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const [focusViewport, setFocusViewport] = useState(false);
  const wanted = toasts.length > 0 || focusViewport;

  // The toast is placed away from the control that led to it: remember what was last used.
  useEffect(() => {
    document.addEventListener("pointerdown", rememberUsedControl, true);
    document.addEventListener("keydown", rememberUsedControl, true);
    return () => {
      document.removeEventListener("pointerdown", rememberUsedControl, true);
      document.removeEventListener("keydown", rememberUsedControl, true);
    };
  }, []);

  useEffect(() => {
    if (Loaded) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (TOAST_VIEWPORT_HOTKEY.includes(event.code)) setFocusViewport(true);
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [Loaded]);

  useEffect(() => {
    if (!wanted || Loaded) return;
    let active = true;
    void loadRadixToaster().then((component) => {
      if (active) setLoaded(() => component);
    });
    return () => {
      active = false;
    };
  }, [wanted, Loaded]);

  useEffect(() => {
    if (!Loaded || !focusViewport) return;
    // The F8 that loaded the viewport came before Radix listened for it: move focus once here.
    document.querySelector<HTMLElement>("[data-toast-viewport]")?.focus();
    setFocusViewport(false);
  }, [Loaded, focusViewport]);

  return Loaded ? <Loaded /> : null;
}
