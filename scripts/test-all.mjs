// `npm test`: the unit and API tests, then the browser tests, and how long each part took.
// Both parts run even when the first fails, so one run shows every failure; the exit status
// is non-zero when either failed.
import { spawnSync } from "node:child_process";

const parts = [
  { name: "unit and API tests", script: "test:unit" },
  { name: "browser tests", script: "test:e2e" },
];

const results = parts.map((part) => {
  const startedAt = performance.now();
  const run = spawnSync("npm", ["run", part.script], { stdio: "inherit" });
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  return { ...part, seconds, passed: run.status === 0 };
});

console.log("\nnpm test:");
for (const result of results) {
  const minutes = `${Math.floor(result.seconds / 60)} min ${result.seconds % 60} s`;
  console.log(`  ${result.name}: ${result.passed ? "passed" : "FAILED"} in ${minutes}`);
}
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`  total: ${Math.floor(total / 60)} min ${total % 60} s`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
