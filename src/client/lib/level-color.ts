/**
 * Level colour bands of the user menu: up to 5 grey, up to 10 blue, up to 20
 * purple, up to 30 amber, above 30 red; no level gives the muted colour.
 */
export function levelColorClass(level: number | null | undefined): string {
  if (level === null || level === undefined) return "text-muted-foreground";
  if (level <= 5) return "text-zinc-400";
  if (level <= 10) return "text-blue-400";
  if (level <= 20) return "text-purple-400";
  if (level <= 30) return "text-amber-400";
  return "text-red-500";
}
