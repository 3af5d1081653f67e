import { Check, Share2 } from "lucide-react";
import type { ComponentProps } from "react";

/** The share button (the light one and Radix's trigger alike). */
export function ShareButton({
  title,
  copied,
  ...props
}: { title: string; copied: boolean } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={`Share “${title}”`}
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-primary"
      {...props}
    >
      {copied ? (
        <Check aria-hidden="true" className="h-4 w-4 text-primary" />
      ) : (
        <Share2 aria-hidden="true" className="h-4 w-4" />
      )}
    </button>
  );
}
