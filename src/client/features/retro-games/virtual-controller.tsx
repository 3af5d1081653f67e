import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import type { PointerEvent, ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { KEY_CODES } from "./dos-player";

type Key = keyof typeof KEY_CODES;

function PadButton({
  label,
  keyName,
  onKey,
  className,
  children,
}: {
  label: string;
  keyName: Key;
  onKey: (key: Key, pressed: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  // Held while the finger (or mouse button) is down, as a real key is.
  const press = (event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onKey(keyName, true);
  };
  const release = () => onKey(keyName, false);
  return (
    <button
      type="button"
      aria-label={label}
      onPointerDown={press}
      onPointerUp={release}
      onPointerCancel={release}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onKey(keyName, true);
        }
      }}
      onKeyUp={(event) => {
        if (event.key === "Enter" || event.key === " ") onKey(keyName, false);
      }}
      className={cn(
        "flex touch-none select-none items-center justify-center rounded-xl border border-border bg-muted/80 font-display font-semibold text-foreground text-sm uppercase active:bg-primary active:text-primary-foreground",
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The on-screen D-pad and buttons: they send the game key presses, for phones and tablets. */
export function VirtualController({ onKey }: { onKey: (key: Key, pressed: boolean) => void }) {
  return (
    <section
      aria-label="Virtual controller"
      className="flex items-center justify-between gap-6 rounded-xl border border-border bg-card/80 p-4"
    >
      <div className="grid grid-cols-3 grid-rows-3 gap-1">
        <PadButton label="Up" keyName="up" onKey={onKey} className="col-start-2 h-12 w-12">
          <ArrowUp aria-hidden="true" className="h-5 w-5" />
        </PadButton>
        <PadButton
          label="Left"
          keyName="left"
          onKey={onKey}
          className="col-start-1 row-start-2 h-12 w-12"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </PadButton>
        <PadButton
          label="Right"
          keyName="right"
          onKey={onKey}
          className="col-start-3 row-start-2 h-12 w-12"
        >
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </PadButton>
        <PadButton
          label="Down"
          keyName="down"
          onKey={onKey}
          className="col-start-2 row-start-3 h-12 w-12"
        >
          <ArrowDown aria-hidden="true" className="h-5 w-5" />
        </PadButton>
      </div>
      <div className="grid gap-2">
        <PadButton
          label="Fire (Space)"
          keyName="space"
          onKey={onKey}
          className="h-14 w-24 bg-primary/30"
        >
          Fire
        </PadButton>
        <div className="flex gap-2">
          <PadButton
            label="Start (Enter)"
            keyName="enter"
            onKey={onKey}
            className="h-10 w-16 text-xs"
          >
            Start
          </PadButton>
          <PadButton label="Esc" keyName="escape" onKey={onKey} className="h-10 w-12 text-xs">
            Esc
          </PadButton>
        </div>
      </div>
    </section>
  );
}
