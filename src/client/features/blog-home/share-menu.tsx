import { Check, Link2, Share2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { DropdownMenuContent, DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { toast } from "../../lib/toast";
import { useLogContentShare } from "../gamification/use-activity-log";
import { COPIED_INDICATOR_MS } from "./blog-home-constants";

interface ShareMenuProps {
  postId: number;
  title: string;
}

function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/** Copy the article's link, or hand it to the device's share sheet where there is one. */
export function ShareMenu({ postId, title }: ShareMenuProps) {
  const [copied, setCopied] = useState(false);
  const logContentShare = useLogContentShare();
  const url = `${window.location.origin}/blog/${postId}`;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
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
      await navigator.share({ title, url });
      logContentShare({ contentType: "article", contentId: postId, platform: "native" });
    } catch (error) {
      // Closing the share sheet is not a failure worth a toast.
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("Native share failed", error);
    }
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Share “${title}”`}
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-primary"
      >
        {copied ? (
          <Check aria-hidden="true" className="h-4 w-4 text-primary" />
        ) : (
          <Share2 aria-hidden="true" className="h-4 w-4" />
        )}
      </DropdownMenu.Trigger>
      <DropdownMenuContent className="min-w-44">
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
