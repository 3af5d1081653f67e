import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as accounts from "./0002-accounts";
import * as blog from "./0003-blog";
import * as gamification from "./0004-gamification";

/**
 * Append-only: a released migration is never edited; a change is a new entry. Names sort in
 * the order they run. Listed in code (not read from a folder) so the bundled server has them.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-accounts": accounts,
  "0003-blog": blog,
  "0004-gamification": gamification,
};
