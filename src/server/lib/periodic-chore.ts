/**
 * Paces a chore that may run now and then rather than on every request (pruning rows that
 * expired): it is due when more than `everyMs` passed since it last ran. One instance per app,
 * so each app (tests build several in one process) keeps its own pace.
 */
export class PeriodicChore {
  #lastRunAt = 0;

  constructor(private readonly everyMs: number) {}

  /** Whether the chore is due at `now`; when it is, it counts as run from then on. */
  isDue(now: Date): boolean {
    if (now.getTime() - this.#lastRunAt <= this.everyMs) return false;
    this.#lastRunAt = now.getTime();
    return true;
  }
}
