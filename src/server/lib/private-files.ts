import { chmodSync, closeSync, openSync } from "node:fs";

/**
 * What the server writes into DATA_DIR (the database and its WAL, queued mail with reset links
 * and deletion codes, the session secret) is for the account that runs it only: another
 * account on the same machine must not read it, whatever the umask of the service manager.
 */
export const OWNER_ONLY_FILE_MODE = 0o600;
export const OWNER_ONLY_DIR_MODE = 0o700;

/** Creates the file empty when it is missing, then leaves it readable by its owner only. */
export function ensureOwnerOnlyFile(path: string): void {
  closeSync(openSync(path, "a", OWNER_ONLY_FILE_MODE));
  chmodSync(path, OWNER_ONLY_FILE_MODE);
}

/** Narrows an existing file to its owner (files written by an older version); none is fine. */
export function narrowToOwner(path: string): void {
  try {
    chmodSync(path, OWNER_ONLY_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
