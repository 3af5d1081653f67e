import { Flame, Gamepad2, Radio, Trophy } from "lucide-react";

/**
 * Decorative artwork for the hero's right side on wide screens: a glowing controller with a
 * few floating chips. Hidden from assistive technology; it carries no information.
 */
export function HeroEmblem() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block"
    >
      <div className="absolute inset-0 rounded-full border border-primary/25" />
      <div className="absolute inset-8 rounded-full border border-primary/35 border-dashed motion-safe:animate-[spin_60s_linear_infinite]" />
      <div className="absolute inset-16 rounded-full bg-linear-to-br from-primary/35 to-secondary/10 shadow-[0_0_80px_-10px_var(--primary)]" />
      <div className="absolute inset-0 flex items-center justify-center">
        <Gamepad2 className="h-32 w-32 text-foreground drop-shadow-[0_0_24px_var(--primary)]" />
      </div>
      <span className="absolute top-10 left-0 flex items-center gap-1.5 rounded-full border border-border bg-black/70 px-3 py-1.5 font-bold text-xs backdrop-blur">
        <Radio className="h-3.5 w-3.5 text-red-500" />
        LIVE NOW
      </span>
      <span className="absolute top-1/2 right-0 flex items-center gap-1.5 rounded-full border border-border bg-black/70 px-3 py-1.5 font-bold text-secondary text-xs backdrop-blur">
        <Trophy className="h-3.5 w-3.5" />
        +250 XP
      </span>
      <span className="absolute bottom-8 left-8 flex items-center gap-1.5 rounded-full border border-border bg-black/70 px-3 py-1.5 font-bold text-orange-400 text-xs backdrop-blur">
        <Flame className="h-3.5 w-3.5" />
        Trending
      </span>
    </div>
  );
}
