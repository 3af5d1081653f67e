/**
 * The checks a copy must pass before it commits (copy-to-postgres.ts): the same number of rows
 * in every table, and the gamification's derived data (totals, counters, histograms) the same
 * on both sides and consistent with the rows it is derived from.
 */

/** Runs one SQL statement (written to mean the same on SQLite and PostgreSQL) and returns its rows. */
export type RunQuery = (sql: string) => Promise<Record<string, unknown>[]>;

export async function compareRowCounts(
  tables: readonly string[],
  source: RunQuery,
  target: RunQuery,
): Promise<{ counts: Map<string, number>; problems: string[] }> {
  const counts = new Map<string, number>();
  const problems: string[] = [];
  for (const table of tables) {
    const statement = `select count(*) as n from "${table}"`;
    const [sourceCount, targetCount] = [
      Number((await source(statement))[0]?.n),
      Number((await target(statement))[0]?.n),
    ];
    counts.set(table, targetCount);
    if (sourceCount !== targetCount) {
      problems.push(`${table}: ${sourceCount} rows in SQLite, ${targetCount} in PostgreSQL`);
    }
  }
  return { counts, problems };
}

/**
 * Sums that change when any user's points, experience, level, ledger row, activity counter,
 * weekly or monthly total or achievement is lost or altered (weighted by the user id, so two
 * users' values swapped are noticed too), and how many users' totals differ from their ledger
 * (0 on a healthy site; whatever it is, the copy must not change it).
 */
const GAMIFICATION_FINGERPRINTS: Record<string, string> = {
  "user totals": `select count(*) as n, coalesce(sum(points), 0) as points,
      coalesce(sum(experience), 0) as experience, coalesce(sum(level), 0) as levels,
      coalesce(sum(cast(points as bigint) * id), 0) as weighted,
      coalesce(sum(login_streak), 0) as streaks from users`,
  "point ledger": `select count(*) as n, coalesce(sum(points), 0) as points,
      coalesce(sum(experience), 0) as experience,
      coalesce(sum(cast(points as bigint) * user_id), 0) as weighted from point_ledger`,
  "activity counters": `select metric, count(*) as n, sum(value) as total,
      sum(cast(value as bigint) * user_id) as weighted from user_metrics group by metric`,
  "weekly and monthly points": `select period, count(*) as n, sum(points) as total,
      sum(cast(points as bigint) * user_id) as weighted from period_points group by period`,
  achievements: `select achievement_id, count(*) as n, sum(user_id) as users
      from user_achievements group by achievement_id`,
  "users whose totals differ from their ledger": `select count(*) as n from users u
      where u.points <> coalesce((select sum(l.points) from point_ledger l where l.user_id = u.id), 0)
         or u.experience <> coalesce((select sum(l.experience) from point_ledger l where l.user_id = u.id), 0)`,
};

/** The rank histograms (0004-gamification.ts): users per points total, and per block of 1,024. */
const HISTOGRAMS = [
  {
    name: "points_buckets",
    expected: "select points as k, count(*) as n from users group by points",
    stored: "select points as k, user_count as n from points_buckets where user_count <> 0",
  },
  {
    name: "points_blocks",
    expected: "select points / 1024 as k, count(*) as n from users group by points / 1024",
    stored: "select block as k, user_count as n from points_blocks where user_count <> 0",
  },
] as const;

export async function compareGamification(source: RunQuery, target: RunQuery): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, statement] of Object.entries(GAMIFICATION_FINGERPRINTS)) {
    const [before, after] = [
      normalise(await source(statement)),
      normalise(await target(statement)),
    ];
    if (before !== after) problems.push(`${name}: SQLite ${before}, PostgreSQL ${after}`);
  }
  return problems;
}

/** The histograms whose stored counts differ from a recount of the users table. */
export async function findStaleHistograms(run: RunQuery): Promise<string[]> {
  const stale: string[] = [];
  for (const histogram of HISTOGRAMS) {
    const expected = normalise(await run(histogram.expected));
    const stored = normalise(await run(histogram.stored));
    if (expected !== stored) stale.push(histogram.name);
  }
  return stale;
}

/** Recounts the histograms from the users table (when the source's were already off). */
export const HISTOGRAM_REBUILD = [
  "delete from points_buckets",
  "insert into points_buckets (points, user_count) select points, count(*) from users group by points",
  "delete from points_blocks",
  "insert into points_blocks (block, user_count) select points / 1024, count(*) from users group by points / 1024",
] as const;

/**
 * Rows as sorted text, so both engines compare equal: PostgreSQL returns bigint sums as
 * strings and sorts text by its locale, SQLite returns numbers and sorts by bytes.
 */
function normalise(rows: Record<string, unknown>[]): string {
  const lines = rows.map((row) =>
    Object.entries(row)
      .map(([key, value]) => `${key}=${value === null ? "null" : String(value)}`)
      .join(" "),
  );
  return lines.sort().join("; ") || "(none)";
}
