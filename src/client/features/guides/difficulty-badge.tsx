import { DIFFICULTY_BADGE_CLASSES, type GuideDifficulty } from "../../../shared/guides-limits";
import { cn } from "../../lib/cn";

/** A guide's difficulty as a coloured badge: Beginner green, Intermediate yellow, Advanced red. */
export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: GuideDifficulty;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold text-xs",
        DIFFICULTY_BADGE_CLASSES[difficulty],
        className,
      )}
    >
      {difficulty}
    </span>
  );
}
