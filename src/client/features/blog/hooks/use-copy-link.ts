import { useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast";
import { COPIED_INDICATOR_MS } from "../share-targets";

/** Copies a link and shows "Copied" for 2 s. */
export function useCopyLink() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Resolves true when the link is on the clipboard (a share worth points). */
  async function copyLink(url: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Link has been copied to clipboard" });
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
      return true;
    } catch {
      toast({
        title: "Copy failed",
        description: "Could not copy link to clipboard",
        variant: "destructive",
      });
      return false;
    }
  }

  return { isCopied, copyLink };
}
