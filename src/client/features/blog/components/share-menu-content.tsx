import { Link2, Share2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import {
  DropdownMenuContent,
  DropdownMenuItem,
  useFirstOpenFocus,
} from "../../../components/ui/dropdown-menu";
import { toast } from "../../../lib/toast";
import { useLogContentShare } from "../../gamification/hooks/use-activity-log";
import { ShareButton } from "./share-button";

interface ShareMenuContentProps extends DeferredPartProps {
  postId: number;
  title: string;
  copied: boolean;
  onCopied: () => void;
}

function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/**
 * The share menu (Radix), loaded when its button is first used: copy the article's link, or
 * hand it to the device's share sheet where there is one.
 */
export function ShareMenuContent({
  postId,
  title,
  copied,
  onCopied,
  openedWith,
}: ShareMenuContentProps) {
  const logContentShare = useLogContentShare();
  const focusOnOpen = useFirstOpenFocus(openedWith);

  // Read in the handlers, not during render: the server has no window.
  function articleUrl(): string {
    return `${window.location.origin}/blog/${postId}`;
  }

  async function handleCopy() {
    const url = articleUrl();
    try {
      await navigator.clipboard.writeText(url);
      onCopied();
      toast({ title: "Link copied", description: "Link has been copied to clipboard" });
      logContentShare({ contentType: "article", contentId: postId, platform: "copy" });
    } catch {
      toast({
        title: "Copy failed",
        description: "Could not copy link to clipboard",
        variant: "destructive",
      });
    }
  }

  async function handleNativeShare() {
    try {
      await navigator.share({ title, url: articleUrl() });
      logContentShare({ contentType: "article", contentId: postId, platform: "native" });
    } catch (error) {
      // Closing the share sheet is not a failure worth a toast.
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("Native share failed", error);
    }
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <ShareButton title={title} copied={copied} />
      </DropdownMenu.Trigger>
      <DropdownMenuContent className="min-w-44" ref={focusOnOpen}>
        <DropdownMenuItem onSelect={() => void handleCopy()}>
          <Link2 aria-hidden="true" className="h-4 w-4" />
          Copy link
        </DropdownMenuItem>
        {canShareNatively() ? (
          <DropdownMenuItem onSelect={() => void handleNativeShare()}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            Share…
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu.Root>
  );
}
