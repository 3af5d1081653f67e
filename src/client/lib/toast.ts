import { useSyncExternalStore } from "react";

/**
 * Toast constants. They equal Radix Toast's defaults; they are written
 * out so a Radix upgrade cannot silently change how long a toast stays or how it is dismissed.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = ["F8"];
/** One toast at a time; a new toast replaces the one on screen. */
const TOAST_LIMIT = 1;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

/**
 * Toasts that wait for the one on screen to close instead of replacing it: results that arrive
 * on their own (points, unlocked achievements) must not wipe out the toast of what the user just
 * did, and each unlocked achievement gets its own toast. Capped so a burst cannot pile up.
 */
const QUEUE_LIMIT = 5;

let toasts: ToastItem[] = [];
let queued: ToastOptions[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasOpenToast(): boolean {
  return toasts.some((item) => item.open);
}

export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  const next = hasOpenToast() ? undefined : queued.shift();
  if (next) toast(next);
}

/** Shows a toast from anywhere (hooks, mutation callbacks); returns a handle to close it early. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = { variant: "default", ...options, id, open: true };
  setToasts([item, ...toasts.filter((existing) => existing.open)].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Shows a toast now if none is on screen, otherwise once the current one closes. */
export function queueToast(options: ToastOptions): void {
  if (!hasOpenToast()) toast(options);
  else if (queued.length < QUEUE_LIMIT) queued = [...queued, options];
}

/**
 * Where the toast viewport goes: a toast must never cover the control just used (the Post
 * Reply button that sent a reply, the header menu that signed out). So it shows at the bottom
 * unless that control is in the lower half of the screen, and then at the top.
 */
export type ToastPlacement = "top" | "bottom";

export function toastPlacementAwayFrom(
  control: { top: number; bottom: number } | null,
  viewportHeight: number,
): ToastPlacement {
  if (!control || control.bottom <= control.top) return "bottom";
  return (control.top + control.bottom) / 2 > viewportHeight / 2 ? "top" : "bottom";
}

/** The element last pressed or typed on (the Toaster records it; the toast viewport avoids it). */
let usedControl: Element | null = null;

export function rememberUsedControl(event: Event): void {
  if (event.target instanceof Element) usedControl = event.target;
}

export function lastUsedControl(): Element | null {
  return usedControl?.isConnected ? usedControl : null;
}

/** The toasts as the Toaster sees them (open and closing ones). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** What the server renders, and the browser while it hydrates: no toast. */
const NO_TOASTS: ToastItem[] = [];

function getServerToasts(): ToastItem[] {
  return NO_TOASTS;
}

function getClientToasts(): ToastItem[] {
  return toasts;
}

export function useToast() {
  const items = useSyncExternalStore(subscribe, getClientToasts, getServerToasts);
  return { toasts: items, toast, dismiss: dismissToast };
}
