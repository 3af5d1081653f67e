import type { Transaction } from "kysely";
import type { AwardReply, UserAchievement } from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { periodKeys, startOfUtcDay } from "../../lib/utc-day";
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type CounterMetric,
  type Metric,
} from "./achievement-catalogue";
import { toUserAchievement } from "./achievement-view";
import { type AwardRule, REVERSAL_REASON } from "./award-rules";
import {
  addPeriodPoints,
  countPaidEntriesSince,
  findCounters,
  findGamer,
  findLedgerEntry,
  findUnlocks,
  type GamerRow,
  incrementCounters,
  insertLedgerEntry,
  insertUnlock,
  lockGamer,
  saveGamerTotals,
} from "./gamification.repo";
import { levelForExperience } from "./levels";

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
  /** The weekly and monthly totals it belongs to (default: now). A reversal uses its original's. */
  periodsAt?: Date;
}

/** What one event earned: nothing when its key had been credited before. */
export interface Earned {
  credited: boolean;
  points: number;
  experience: number;
}

export interface CappedEvent {
  idempotencyKey: string;
  counters?: Partial<Record<CounterMetric, number>>;
}

export interface Reversal {
  /** The key of the award to take back. */
  idempotencyKey: string;
  /** The reversal's own key, so taking back twice takes back once. */
  reversalKey: string;
  /** Counters to move back (they never go below 0). */
  counters?: Partial<Record<CounterMetric, number>>;
}

export interface AwardScope {
  trx: Transaction<Database>;
  /** The user's row, locked for the transaction; changes are saved at the end. */
  gamer: GamerRow;
  now: Date;
  /** Credits the event once; returns false when its key was already credited. */
  credit(event: AwardEvent): Promise<boolean>;
  /**
   * Credits an event of a rule once, paid while the user is under the rule's daily cap and
   * worth 0 (still counted for achievements) beyond it.
   */
  creditCapped(rule: AwardRule, event: CappedEvent): Promise<Earned>;
  /**
   * Takes an award back with a negative ledger row of its own key (the ledger still sums to
   * the totals). Returns what was taken back; nothing when there was no such award.
   */
  reverse(reversal: Reversal): Promise<Earned>;
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
    // Written once, after the work: see addPeriodPoints.
    const periodPoints: PeriodPoints = new Map();
    const credit = async (event: AwardEvent) => {
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
      addToPeriods(periodPoints, event.periodsAt ?? now, event.points);
      if (event.counters) await incrementCounters(trx, userId, event.counters);
      return true;
    };
    const scope: AwardScope = {
      trx,
      gamer,
      now,
      credit,
      creditCapped: async (rule, event) => {
        // The user's row is locked, so the count and the credit below cannot be raced.
        const paidToday = await countPaidEntriesSince(trx, userId, rule.reason, startOfUtcDay(now));
        const isPaid = paidToday < rule.dailyCap;
        const points = isPaid ? rule.points : 0;
        const experience = isPaid ? rule.experience : 0;
        const credited = await credit({ ...event, reason: rule.reason, points, experience });
        return credited ? { credited, points, experience } : NOTHING;
      },
      reverse: async (reversal) => {
        const original = await findLedgerEntry(trx, userId, reversal.idempotencyKey);
        if (!original) return NOTHING;
        const negated = (counters: Reversal["counters"]) =>
          Object.fromEntries(Object.entries(counters ?? {}).map(([key, n]) => [key, -(n ?? 0)]));
        const credited = await credit({
          reason: REVERSAL_REASON,
          idempotencyKey: reversal.reversalKey,
          points: -original.points,
          experience: -original.experience,
          counters: negated(reversal.counters),
          periodsAt: new Date(original.createdAt),
        });
        return credited
          ? { credited, points: -original.points, experience: -original.experience }
          : NOTHING;
      },
    };
    const result = await work(scope);
    // Evaluated even when nothing was credited: initialising recounts past activity.
    const unlocked = await unlockEarnedAchievements(trx, gamer, now, periodPoints);
    await addPeriodPoints(trx, userId, periodPoints);
    if (changed || unlocked.length > 0) await saveGamerTotals(trx, gamer, now);
    return { result, gamer, unlocked };
  });
}

const NOTHING: Earned = { credited: false, points: 0, experience: 0 };

/** The reply of an action that may have earned something (what was earned, the new totals). */
export function awardReplyOf(outcome: AwardOutcome<Earned>): AwardReply {
  const { result, gamer, unlocked } = outcome;
  return {
    pointsEarned: result.points,
    experienceEarned: result.experience,
    alreadyCredited: !result.credited,
    points: gamer.points,
    experience: gamer.experience,
    level: gamer.level,
    unlockedAchievements: unlocked,
  };
}

/**
 * What an earlier action earned under this key, with the user's totals; null when nothing was
 * credited under it. Reads only: a report never credits.
 */
export async function reportAward(
  context: GamificationContext,
  userId: number,
  idempotencyKey: string,
): Promise<AwardReply | null> {
  const entry = await findLedgerEntry(context.db, userId, idempotencyKey);
  if (!entry) return null;
  const gamer = await findGamer(context.db, userId);
  if (!gamer) throw notFound("User not found");
  return {
    pointsEarned: entry.points,
    experienceEarned: entry.experience,
    alreadyCredited: true,
    points: gamer.points,
    experience: gamer.experience,
    level: gamer.level,
    unlockedAchievements: [],
  };
}

/** Points earned in the transaction per week and month key ('week:2026-11-16', 'month:2026-11'). */
type PeriodPoints = Map<string, number>;

function addToPeriods(periodPoints: PeriodPoints, moment: Date, points: number) {
  const { week, month } = periodKeys(moment);
  for (const period of [week, month]) {
    periodPoints.set(period, (periodPoints.get(period) ?? 0) + points);
  }
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
 * The rewards' points join `periodPoints`, which the caller writes with the rest.
 */
export async function unlockEarnedAchievements(
  trx: Transaction<Database>,
  gamer: GamerRow,
  now: Date,
  periodPoints: PeriodPoints,
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
      addToPeriods(periodPoints, now, entry.points);
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
