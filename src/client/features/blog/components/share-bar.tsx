import { Check, Link2, Send, Share2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { useCopyLink } from "../hooks/use-copy-link";
import {
  SHARE_PLATFORMS,
  type SharePlatform,
  sharePopupFeatures,
  shareUrlFor,
} from "../share-targets";

/** lucide-react dropped brand logos, so each platform gets its brand colour and a short mark. */
const PLATFORM_LOOK: Record<SharePlatform, { mark: string; className: string }> = {
  Facebook: { mark: "f", className: "bg-[#1877f2] text-white" },
  Twitter: { mark: "𝕏", className: "bg-black text-white border border-white/20" },
  LinkedIn: { mark: "in", className: "bg-[#0a66c2] text-white" },
  Reddit: { mark: "r/", className: "bg-[#ff4500] text-[#0b0b12]" },
  WhatsApp: { mark: "wa", className: "bg-[#25d366] text-black" },
  Telegram: { mark: "", className: "bg-[#229ed9] text-white" },
};

function openSharePopup(platform: SharePlatform, url: string, title: string): void {
  window.open(
    shareUrlFor(platform, url, title),
    `share-${platform.toLowerCase()}`,
    sharePopupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
  );
  toast({ title: "Shared!", description: `Content shared to ${platform}` });
}

interface ShareBarProps {
  /** The shared page's path on this site ("/blog/3"); made absolute when shared. */
  path: string;
  title: string;
  text: string;
  /** Called once the link went out (popup opened, share sheet done, link copied), for points. */
  onShared?: (platform: string) => void;
  className?: string;
}

/** Six share targets, the native share sheet (or a copy when there is none) and Copy Link. */
export function ShareBar({ path, title, text, onShared, className }: ShareBarProps) {
  const { isCopied, copyLink } = useCopyLink();

  // Built in the handlers, not during render: the server renders this too and has no window.
  function absoluteUrl(): string {
    return new URL(path, window.location.origin).href;
  }

  async function handleCopy() {
    if (await copyLink(absoluteUrl())) onShared?.("copy");
  }

  function handlePlatform(platform: SharePlatform) {
    openSharePopup(platform, absoluteUrl(), title);
    onShared?.(platform.toLowerCase());
  }

  async function handleNativeShare() {
    if (typeof navigator.share !== "function") {
      await handleCopy();
      return;
    }
    try {
      await navigator.share({ title, text, url: absoluteUrl() });
      onShared?.("native");
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      await handleCopy();
    }
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      {SHARE_PLATFORMS.map((platform) => {
        const look = PLATFORM_LOOK[platform];
        return (
          <Tooltip key={platform} content={`Share on ${platform}`} side="top">
            <button
              type="button"
              aria-label={`Share on ${platform}`}
              onClick={() => handlePlatform(platform)}
              className={cn(
                "inline-flex h-10 w-10 items-center justify-center rounded-full font-bold text-sm shadow transition hover:-translate-y-0.5 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2",
                look.className,
              )}
            >
              {platform === "Telegram" ? (
                <Send aria-hidden="true" className="-ml-0.5 h-4 w-4" />
              ) : (
                <span aria-hidden="true">{look.mark}</span>
              )}
            </button>
          </Tooltip>
        );
      })}
      <Button variant="outline" size="sm" className="h-10 rounded-full" onClick={handleNativeShare}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="h-10 rounded-full"
        onClick={() => void handleCopy()}
        aria-live="polite"
      >
        {isCopied ? (
          <Check aria-hidden="true" className="h-4 w-4 text-emerald-400" />
        ) : (
          <Link2 aria-hidden="true" className="h-4 w-4" />
        )}
        {isCopied ? "Copied" : "Copy Link"}
      </Button>
    </div>
  );
}
