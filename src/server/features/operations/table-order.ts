import { OperationError } from "./operation-error";

/** A foreign key from `table` to `references` (a different table). */
export interface TableDependency {
  table: string;
  references: string;
}

/**
 * The tables in an order where every table comes after the tables it references, so rows can
 * be inserted with the foreign keys checked as they go. Ties keep alphabetical order, so the
 * order is the same on every run. References of a table to itself are the copy's own affair
 * (copy-table.ts) and must not be listed.
 */
export function orderByDependencies(
  tables: readonly string[],
  dependencies: readonly TableDependency[],
): string[] {
  const waitingFor = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references } of dependencies) {
    if (table !== references && waitingFor.has(references)) waitingFor.get(table)?.add(references);
  }
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([table]) => table);
    if (ready.length === 0) {
      throw new OperationError(
        `The tables ${[...waitingFor.keys()].join(", ")} reference each other in a cycle; they cannot be copied one after another.`,
      );
    }
    for (const table of ready.sort()) {
      ordered.push(table);
      waitingFor.delete(table);
      for (const needs of waitingFor.values()) needs.delete(table);
    }
  }
  return ordered;
}
