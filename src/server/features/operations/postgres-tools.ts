import { spawn } from "node:child_process";
import { OperationError } from "./operation-error";

/**
 * Runs PostgreSQL's own client tools (pg_dump, pg_restore from Debian's postgresql-client) on
 * the database a postgres:// URL names. The password goes through PGPASSWORD, not the command
 * line, where any user of the machine could read it in the process list.
 */
export async function runPostgresTool(
  tool: "pg_dump" | "pg_restore",
  databaseUrl: string,
  args: readonly string[],
): Promise<void> {
  const { url, password } = withoutPassword(databaseUrl);
  const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  const child = spawn(tool, [`--dbname=${url}`, ...args], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    // The end of a long report is where the reason is; keep the last 8 kB.
    stderr = (stderr + chunk).slice(-8192);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      throw new OperationError(
        `${tool} was not found on PATH; install PostgreSQL's client tools (Debian: apt-get install postgresql-client) in a version at least that of the server.`,
      );
    }
    throw error;
  });
  if (code !== 0) {
    throw new OperationError(`${tool} failed (exit status ${code}):\n${stderr.trim()}`);
  }
}

function withoutPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  if (!url.password) return { url: databaseUrl };
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), password };
}

/** The database named in a URL, without credentials, for messages. */
export function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.host || "localhost"}`;
}
