// Builds the site when dist/ is missing or older than the sources, so `npm start` and the
// browser tests always run what is in src/ without rebuilding on every start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = "dist/.build-stamp";
const INPUTS = [
  "src",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "scripts/build-server.mjs",
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function ensureBuild() {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...INPUTS.map(newestChange));
  if (builtAt >= changedAt) return;
  console.log("Building the site (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
