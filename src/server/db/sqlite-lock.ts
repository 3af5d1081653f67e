import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/**
 * One writer per SQLite file: a second server started on the same DATA_DIR would interleave
 * writes and migrations. The lock file holds the owner's PID; a lock left by a dead process
 * is taken over.
 */
export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

const locksHeldHere = new Set<string>();

export function acquireFileLock(lockPath: string): () => void {
  if (locksHeldHere.has(lockPath)) {
    throw new DatabaseLockedError(
      `The database is already open in this process; lock file ${lockPath}`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      locksHeldHere.add(lockPath);
      return () => {
        locksHeldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number(readFileSync(lockPath, "utf8").trim());
      // Our own PID in the file is a leftover from an earlier run (containers reuse PID 1).
      if (isProcessAlive(ownerPid) && ownerPid !== process.pid) {
        throw new DatabaseLockedError(
          `The database is in use by another process (PID ${ownerPid}); lock file ${lockPath}`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not acquire the database lock ${lockPath}`);
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
