import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "../../db/schema";
import { levelForExperience } from "./levels";

/** Test helper: the ledger is the truth; the user's totals must be exactly its sum. */
export async function expectLedgerMatchesTotals(db: Kysely<Database>, userId: number) {
  const sums = await db
    .selectFrom("pointLedger")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("points"), eb.lit(0)).as("points"),
      eb.fn.coalesce(eb.fn.sum<number>("experience"), eb.lit(0)).as("experience"),
    ])
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom("users")
    .select(["points", "experience", "level"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  expect({ points: Number(sums.points), experience: Number(sums.experience) }).toEqual({
    points: user.points,
    experience: user.experience,
  });
  expect(user.level).toBe(levelForExperience(user.experience));
}
