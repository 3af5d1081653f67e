import {
  Gamepad2,
  Keyboard,
  Maximize,
  Minimize,
  Play,
  RotateCcw,
  Volume1,
  Volume2,
  VolumeX,
} from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { RetroGame } from "../../../shared/retro-games";
import {
  EMULATOR_FRAME_HEIGHT,
  EMULATOR_FRAME_WIDTH,
  RESTART_DELAY_MS,
  VOLUME_DEFAULT,
  VOLUME_LOW_BELOW,
  VOLUME_MAX,
} from "../../../shared/retro-games-limits";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { ArchiveFrame } from "./archive-frame";
import { type DosHandle, DosPlayer, KEY_CODES } from "./dos-player";
import { usePlayLogging } from "./use-play-logging";
import { VirtualController } from "./virtual-controller";

/** The Keyboard Lock API (Chromium's; not in TypeScript's DOM types yet). */
interface KeyboardLock {
  lock(codes?: string[]): Promise<void>;
  unlock(): void;
}

/**
 * Not started, started and loading (until the frame or the emulator is ready), playing, or (an
 * Internet Archive classic) the archive could not be reached.
 */
type PlayerPhase = "idle" | "loading" | "playing" | "unreachable";

function ToolButton({
  label,
  isPressed,
  onClick,
  children,
}: {
  label: string;
  isPressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      onClick={onClick}
      className={cn(
        "flex h-10 w-10 items-center justify-center rounded-lg border border-border text-foreground transition hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary",
        isPressed && "border-primary bg-primary/20 text-primary",
      )}
    >
      {children}
    </button>
  );
}

/** The game's keys as the control settings panel lists them ("Arrows move, Space fires"). */
function ControlSettings({ controls }: { controls: string }) {
  const items = controls
    .split(/,\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
  return (
    <section
      aria-label="Control settings"
      className="rounded-xl border border-border bg-card/80 p-4 text-sm"
    >
      <h3 className="mb-2 font-bold font-display text-foreground uppercase tracking-wide">
        Controls
      </h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">This game lists no controls.</p>
      ) : (
        <ul className="grid gap-1 text-muted-foreground sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Keyboard aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The arcade's player. A game the site hosts runs in
 * the site's DOS player, where every control acts on the game: mute and volume (0 to 100, 100
 * at first, the icon changes below 50), fullscreen, the virtual controller, the control settings
 * panel and restart (the player reloads after 100 ms). A classic in an external archive player
 * is a cross-origin frame the page cannot reach into: it offers fullscreen and restart, and
 * says so.
 */
export function RetroPlayer({ game }: { game: RetroGame }) {
  const [phase, setPhase] = useState<PlayerPhase>("idle");
  const [run, setRun] = useState(0);
  const [isMounted, setIsMounted] = useState(true);
  const [volume, setVolume] = useState(VOLUME_DEFAULT);
  const [isMuted, setIsMuted] = useState(false);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [showController, setShowController] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const [lastKey, setLastKey] = useState("");
  const stageRef = useRef<HTMLDivElement>(null);
  const dosRef = useRef<DosHandle | null>(null);
  const isSelfHosted = game.bundleUrl !== null;
  const audibleVolume = isMuted ? 0 : volume;

  usePlayLogging(game.id, phase === "playing");

  // Phones and tablets start with the on-screen controller shown.
  useEffect(() => {
    if (window.matchMedia("(max-width: 767px), (pointer: coarse)").matches) setShowController(true);
  }, []);

  useEffect(() => {
    const update = () => {
      const isStageFullscreen = document.fullscreenElement === stageRef.current;
      setIsFullscreen(isStageFullscreen);
      // In fullscreen, Escape and W go to a self-hosted game (a long Escape still leaves it), as
      // js-dos wants; the browser allows the lock only there, and may refuse it (in a frame, or
      // without the Keyboard Lock API), which changes nothing else.
      const keyboard = (navigator as Navigator & { keyboard?: KeyboardLock }).keyboard;
      if (!isSelfHosted || !keyboard) return;
      if (isStageFullscreen) void keyboard.lock(["Escape", "KeyW"]).catch(() => {});
      else keyboard.unlock();
    };
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, [isSelfHosted]);

  // The volume the player plays at follows the slider and the mute button.
  useEffect(() => {
    dosRef.current?.setVolume(audibleVolume / VOLUME_MAX);
  }, [audibleVolume]);

  const handleReady = useCallback((handle: DosHandle) => {
    dosRef.current = handle;
    setPhase("playing");
  }, []);
  const handleArchivePlaying = useCallback(() => setPhase("playing"), []);
  const handleArchiveUnreachable = useCallback(() => setPhase("unreachable"), []);

  const restart = () => {
    dosRef.current = null;
    setIsMounted(false);
    setPhase("loading");
    window.setTimeout(() => {
      setRun((count) => count + 1);
      setIsMounted(true);
    }, RESTART_DELAY_MS);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stageRef.current?.requestFullscreen().catch(() => {});
  };

  const sendKey = (key: keyof typeof KEY_CODES, pressed: boolean) => {
    dosRef.current?.sendKey(KEY_CODES[key], pressed);
    if (pressed) setLastKey(key);
  };

  const volumeLevel = isMuted || volume === 0 ? "off" : volume < VOLUME_LOW_BELOW ? "low" : "high";
  const VolumeIcon = { off: VolumeX, low: Volume1, high: Volume2 }[volumeLevel];

  return (
    <section
      aria-label={`${game.title} player`}
      className="grid gap-3"
      data-phase={phase}
      data-volume={audibleVolume}
      data-muted={isMuted}
      data-last-key={lastKey}
    >
      <div
        ref={stageRef}
        className="relative mx-auto aspect-[4/3] w-full overflow-hidden rounded-xl border border-border bg-black"
        style={{ maxWidth: isFullscreen ? undefined : EMULATOR_FRAME_WIDTH }}
      >
        {phase === "idle" ? (
          <button
            type="button"
            onClick={() => setPhase("loading")}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-4 focus-visible:outline-none"
          >
            <img
              src={game.image}
              alt=""
              width={EMULATOR_FRAME_WIDTH}
              height={EMULATOR_FRAME_HEIGHT}
              className="absolute inset-0 h-full w-full object-cover opacity-60 transition group-hover:opacity-80"
            />
            <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-primary/60">
              <Play aria-hidden="true" className="h-10 w-10 fill-current" />
            </span>
            <span className="relative rounded-md bg-black/70 px-3 py-1 font-display font-semibold text-lg text-white uppercase tracking-wider">
              Play {game.title}
            </span>
          </button>
        ) : isMounted ? (
          isSelfHosted ? (
            <DosPlayer
              key={run}
              title={game.title}
              bundleUrl={game.bundleUrl ?? ""}
              initialVolume={audibleVolume / VOLUME_MAX}
              onReady={handleReady}
            />
          ) : (
            <ArchiveFrame
              key={run}
              title={game.title}
              embedUrl={game.embedUrl ?? ""}
              onPlaying={handleArchivePlaying}
              onUnreachable={handleArchiveUnreachable}
              onRetry={restart}
            />
          )
        ) : null}
        {phase === "loading" ? (
          <div
            role="status"
            className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/60 text-white"
          >
            <Spinner className="h-8 w-8 text-primary" label="Loading" />
            Loading {game.title}...
          </div>
        ) : null}
      </div>

      <div
        className="flex flex-wrap items-center justify-center gap-2"
        role="toolbar"
        aria-label="Player controls"
      >
        <ToolButton label="Restart" onClick={restart}>
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
        </ToolButton>
        <ToolButton
          label={isFullscreen ? "Exit fullscreen" : "Fullscreen"}
          onClick={toggleFullscreen}
        >
          {isFullscreen ? (
            <Minimize aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Maximize aria-hidden="true" className="h-5 w-5" />
          )}
        </ToolButton>
        {isSelfHosted ? (
          <>
            <ToolButton
              label={isMuted ? "Unmute" : "Mute"}
              isPressed={isMuted}
              onClick={() => setIsMuted((muted) => !muted)}
            >
              <VolumeIcon aria-hidden="true" className="h-5 w-5" data-level={volumeLevel} />
            </ToolButton>
            <label className="flex items-center gap-2 text-muted-foreground text-sm">
              <span className="sr-only">Volume</span>
              <input
                type="range"
                min={0}
                max={VOLUME_MAX}
                value={volume}
                onChange={(event) => {
                  setVolume(Number(event.target.value));
                  setIsMuted(false);
                }}
                className="w-28 accent-[var(--primary)]"
              />
              <span className="w-8 tabular-nums" aria-hidden="true">
                {volume}
              </span>
            </label>
            <ToolButton
              label="Virtual controller"
              isPressed={showController}
              onClick={() => setShowController((shown) => !shown)}
            >
              <Gamepad2 aria-hidden="true" className="h-5 w-5" />
            </ToolButton>
            <ToolButton
              label="Control settings"
              isPressed={showSettings}
              onClick={() => setShowSettings((shown) => !shown)}
            >
              <Keyboard aria-hidden="true" className="h-5 w-5" />
            </ToolButton>
          </>
        ) : null}
      </div>
      {isSelfHosted ? null : (
        <p className="text-center text-muted-foreground text-xs">
          This classic plays in the Internet Archive's player: its sound and keys are handled inside
          the frame, so only fullscreen and restart work from here.
        </p>
      )}
      {isSelfHosted && showController ? <VirtualController onKey={sendKey} /> : null}
      {isSelfHosted && showSettings ? <ControlSettings controls={game.controls} /> : null}
    </section>
  );
}
