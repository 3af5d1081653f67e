/**
 * PostgreSQL returns timestamps as Date objects and SQLite as ISO text; the API always
 * speaks ISO 8601 in UTC.
 */
export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
