import { useEffect, useRef } from "react";

/**
 * The site's DOS player: js-dos (GPL-2.0) running in its own document, /retro-player, framed
 * here (that document alone may run what js-dos needs, see the server's js-dos-assets.ts). The
 * frame tells this page when the game is running; the page then sets the volume and sends keys
 * through the frame's `gamehubPlayer` (same origin, so no messages needed for that).
 */

/** What the arcade's controls act on. */
export interface DosHandle {
  /** 0 to 1. */
  setVolume(volume: number): void;
  /** A key down or up, by js-dos's key code (see KEY_CODES). */
  sendKey(code: number, pressed: boolean): void;
}

declare global {
  interface Window {
    gamehubPlayer?: DosHandle;
  }
}

/** js-dos's key codes (GLFW's) of the keys the virtual controller sends. */
export const KEY_CODES = {
  up: 265,
  down: 264,
  left: 263,
  right: 262,
  enter: 257,
  space: 32,
  escape: 256,
} as const;

interface DosPlayerProps {
  title: string;
  bundleUrl: string;
  /** 0 to 1 when the player starts; later changes go through the handle. */
  initialVolume: number;
  onReady: (handle: DosHandle) => void;
}

export function DosPlayer({ title, bundleUrl, initialVolume, onReady }: DosPlayerProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The first volume only: a restart remounts the player with the then current one.
  const source = useRef(
    `/retro-player?${new URLSearchParams({ bundle: bundleUrl, volume: String(initialVolume) })}`,
  ).current;

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (event.origin !== location.origin || event.source !== frame || !frame) return;
      if ((event.data as { type?: string } | null)?.type !== "dos-ready") return;
      const player = frame.gamehubPlayer;
      if (player) {
        onReady(player);
        frameRef.current?.focus();
      }
    };
    window.addEventListener("message", handleMessage);
    return () => window.removeEventListener("message", handleMessage);
  }, [onReady]);

  return (
    <iframe
      ref={frameRef}
      src={source}
      title={`${title} (GameHub DOS player)`}
      allow="fullscreen; autoplay; gamepad"
      data-testid="dos-player"
      className="h-full w-full border-0"
    />
  );
}
