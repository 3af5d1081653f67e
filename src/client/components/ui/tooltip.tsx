import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";

/** Tooltips open after 700 ms; following ones open at once within 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

interface TooltipProps {
  /** The text shown; keep the trigger's aria-label too, tooltips are not read on touch screens. */
  content: ReactNode;
  /** One focusable element (a button or link) that accepts a ref. */
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
}

export function Tooltip({ content, children, side = "bottom" }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={8}
          className="animate-pop-in z-50 rounded-md border border-border bg-popover px-2.5 py-1.5 font-medium text-foreground text-xs shadow-xl"
        >
          {content}
          <RadixTooltip.Arrow className="fill-popover" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
