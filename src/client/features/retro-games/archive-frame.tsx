import { CloudOff, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EMULATOR_FRAME_HEIGHT, EMULATOR_FRAME_WIDTH } from "../../../shared/retro-games-limits";
import { Button } from "../../components/ui/button";

/** How long the archive may take to answer before the player says it cannot be reached. */
export const ARCHIVE_PROBE_TIMEOUT_MS = 10_000;

type Reachability = "checking" | "reachable" | "unreachable";

/**
 * Whether the Internet Archive answers at all. A frame from another site cannot be looked into,
 * and a frame that could not load fires `load` all the same (over the browser's grey error page),
 * so the player asks the archive itself: a request without CORS that only tells whether an
 * answer came (the CSP's connect-src names the archive for it). A network error or no answer
 * within the time limit means it cannot be reached.
 */
function useArchiveReachability(url: string): Reachability {
  const [reachability, setReachability] = useState<Reachability>("checking");
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), ARCHIVE_PROBE_TIMEOUT_MS);
    let active = true;
    fetch(url, {
      method: "HEAD",
      mode: "no-cors",
      cache: "no-store",
      credentials: "omit",
      signal: controller.signal,
    })
      .then(() => active && setReachability("reachable"))
      .catch(() => active && setReachability("unreachable"))
      .finally(() => window.clearTimeout(timer));
    return () => {
      active = false;
      controller.abort();
    };
  }, [url]);
  return reachability;
}

/**
 * A classic in the Internet Archive's player. The page says it is playing once the frame has
 * loaded and the archive has answered; when the archive cannot be reached it says so, in the
 * player's place, with a Retry, instead of leaving the browser's error page in the frame.
 */
export function ArchiveFrame({
  title,
  embedUrl,
  onPlaying,
  onUnreachable,
  onRetry,
}: {
  title: string;
  embedUrl: string;
  onPlaying: () => void;
  onUnreachable: () => void;
  onRetry: () => void;
}) {
  const reachability = useArchiveReachability(embedUrl);
  const [isLoaded, setIsLoaded] = useState(false);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (reachability === "unreachable") {
      onUnreachable();
      // The Play button that had focus is gone: the way forward gets it.
      retryRef.current?.focus();
    } else if (reachability === "reachable" && isLoaded) onPlaying();
  }, [reachability, isLoaded, onPlaying, onUnreachable]);

  if (reachability === "unreachable") {
    return (
      <div
        role="alert"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white"
      >
        <CloudOff aria-hidden="true" className="h-10 w-10 text-primary" />
        <p className="font-bold font-display text-xl uppercase tracking-wide">
          The Internet Archive cannot be reached
        </p>
        <p className="max-w-md text-sm text-white/80">
          {title} plays in the Internet Archive's player, which did not answer. Check your
          connection, then try again.
        </p>
        <Button ref={retryRef} onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Retry
        </Button>
      </div>
    );
  }
  return (
    <iframe
      src={embedUrl}
      title={`${title} (Internet Archive player)`}
      width={EMULATOR_FRAME_WIDTH}
      height={EMULATOR_FRAME_HEIGHT}
      allow="fullscreen; autoplay; gamepad"
      onLoad={() => setIsLoaded(true)}
      className="h-full w-full border-0"
    />
  );
}
