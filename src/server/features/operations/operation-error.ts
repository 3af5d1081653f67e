/**
 * A problem the operator can act on (a database that is not empty, a missing tool, a wrong
 * file): the command prints its message alone, without a stack trace, and exits 1.
 */
export class OperationError extends Error {
  override name = "OperationError";
}

/**
 * How the operations commands end on an error: the message alone for what the operator can
 * fix (a bad setting, a refused database), the stack too for anything unexpected.
 */
export function exitWithOperationError(error: unknown): never {
  if (error instanceof OperationError || (error instanceof Error && error.name === "ConfigError")) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
}
