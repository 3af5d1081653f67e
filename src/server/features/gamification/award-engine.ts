import type { Kysely, Transaction } from "kysely";
import type { UserAchievement } from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type CounterMetric,
  type Metric,
} from "./achievement-catalogue";
import { toUserAchievement } from "./achievement-view";
import {
  addPeriodPoints,
  findCounters,
  findUnlocks,
  type GamerRow,
  incrementCounters,
  insertLedgerEntry,
  insertUnlock,
  lockGamer,
  saveGamerTotals,
} from "./gamification.repo";
import { levelForExperience } from "./levels";
import { periodKeys } from "./utc-day";

/** What awarding needs: the database and the clock (so seeding and tests can use it too). */
export type GamificationContext = Pick<AppContext, "db" | "engine" | "now">;

export interface AwardEvent {
  reason: string;
  /** One credit per key and user, whatever the retries or concurrent calls. */
  idempotencyKey: string;
  points: number;
  experience: number;
  /** Activity counters this event moves (only when it is credited). */
  counters?: Partial<Record<CounterMetric, number>>;
}

export interface AwardScope {
  trx: Transaction<Database>;
  /** The user's row, locked for the transaction; changes are saved at the end. */
  gamer: GamerRow;
  now: Date;
  /** Credits the event once; returns false when its key was already credited. */
  credit(event: AwardEvent): Promise<boolean>;
}

export interface AwardOutcome<T> {
  result: T;
  gamer: GamerRow;
  unlocked: UserAchievement[];
}

/**
 * The one way points and experience change. Everything runs in one transaction with the
 * user's row locked: the ledger rows, the counters, the unlocked achievements and their own
 * rewards, and the new totals, so the ledger always sums to the totals.
 */
export async function withAwards<T>(
  context: GamificationContext,
  userId: number,
  work: (scope: AwardScope) => Promise<T>,
): Promise<AwardOutcome<T>> {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const gamer = await lockGamer(trx, context.engine, userId);
    if (!gamer) throw notFound("User not found");
    let changed = false;
    const scope: AwardScope = {
      trx,
      gamer,
      now,
      credit: async (event) => {
        const added = await insertLedgerEntry(trx, {
          userId,
          reason: event.reason,
          points: event.points,
          experience: event.experience,
          idempotencyKey: event.idempotencyKey,
          createdAt: now,
        });
        if (!added) return false;
        changed = true;
        addToTotals(gamer, event.points, event.experience);
        await addPeriodPoints(trx, userId, periodsOf(now), event.points);
        if (event.counters) await incrementCounters(trx, userId, event.counters);
        return true;
      },
    };
    const result = await work(scope);
    // Evaluated even when nothing was credited: initialising recounts past activity.
    const unlocked = await unlockEarnedAchievements(trx, gamer, now);
    if (changed || unlocked.length > 0) await saveGamerTotals(trx, gamer, now);
    return { result, gamer, unlocked };
  });
}

/** Joins the caller's transaction when there is one (seeding runs many awards in one). */
function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

function periodsOf(now: Date): string[] {
  const { week, month } = periodKeys(now);
  return [week, month];
}

function addToTotals(gamer: GamerRow, points: number, experience: number) {
  gamer.points += points;
  gamer.experience += experience;
  gamer.level = levelForExperience(gamer.experience);
}

export function metricValue(metric: Metric, gamer: GamerRow, counters: Map<string, number>) {
  if (metric === "level") return gamer.level;
  if (metric === "points") return gamer.points;
  if (metric === "streak") return gamer.loginStreak;
  return counters.get(metric) ?? 0;
}

/**
 * Unlocks every achievement whose requirement is now met and pays its reward. A reward can
 * raise the level or the points and so meet another requirement: repeat until nothing moves.
 */
export async function unlockEarnedAchievements(
  trx: Transaction<Database>,
  gamer: GamerRow,
  now: Date,
): Promise<UserAchievement[]> {
  const counters = await findCounters(trx, gamer.id);
  const unlockedIds = new Set((await findUnlocks(trx, gamer.id)).map((row) => row.achievementId));
  const newlyUnlocked: AchievementDefinition[] = [];
  for (;;) {
    const due = ACHIEVEMENTS.filter(
      (entry) =>
        !unlockedIds.has(entry.id) && metricValue(entry.metric, gamer, counters) >= entry.count,
    );
    if (due.length === 0) break;
    for (const entry of due) {
      unlockedIds.add(entry.id);
      if (!(await insertUnlock(trx, gamer.id, entry.id, now))) continue;
      await insertLedgerEntry(trx, {
        userId: gamer.id,
        reason: "achievement-unlocked",
        points: entry.points,
        experience: entry.experience,
        idempotencyKey: `achievement:${entry.id}`,
        createdAt: now,
      });
      addToTotals(gamer, entry.points, entry.experience);
      await addPeriodPoints(trx, gamer.id, periodsOf(now), entry.points);
      newlyUnlocked.push(entry);
    }
  }
  return newlyUnlocked.map((entry) =>
    toUserAchievement(entry, gamer.id, {
      progress: metricValue(entry.metric, gamer, counters),
      unlockedAt: now,
      featuredAt: null,
      showcaseOrder: null,
    }),
  );
}
