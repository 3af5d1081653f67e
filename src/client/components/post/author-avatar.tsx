import { Avatar } from "radix-ui";
import { cn } from "../../lib/cn";

/** "Jane Doe" → "JD"; one word gives its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return (words[0] ?? "").slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ""}${words[words.length - 1]?.[0] ?? ""}`.toUpperCase();
}

/** A round picture, or the name's initials when there is none or it fails to load. */
export function AuthorAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        "inline-flex h-10 w-10 shrink-0 select-none items-center justify-center overflow-hidden rounded-full border border-primary/40 bg-primary/15",
        className,
      )}
    >
      {src ? <Avatar.Image src={src} alt={name} className="h-full w-full object-cover" /> : null}
      <Avatar.Fallback
        delayMs={src ? 300 : 0}
        className="font-bold font-display text-primary text-sm"
        aria-label={name}
      >
        {initialsOf(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
