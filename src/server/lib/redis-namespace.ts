/**
 * The part of every Redis key and channel name that says which site it belongs to: the
 * PostgreSQL database's name, or "sqlite". Sites (or test databases) sharing one Redis then
 * never read each other's pages, count each other's attempts or hear each other's live
 * events: a fresh database reuses ids, which must start with nothing recorded.
 */
export function redisNamespace(databaseUrl: string | undefined): string {
  const name = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : "";
  return name || "sqlite";
}
