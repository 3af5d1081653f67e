// The exit code of .ci/run says whether CI passed; this line reports the tests alone.
// Adds up the test counts of the CI run's reports into one closing line: "tests: N passed, N failed".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [reportsDir = ".tmp/ci"] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;

for (const file of readdirSync(reportsDir)) {
  const path = join(reportsDir, file);
  if (!file.endsWith(".json") || !existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (file.startsWith("playwright")) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    flaky += report.stats?.flaky ?? 0;
  }
}
if (flaky > 0) console.log(`flaky browser tests (passed on retry): ${flaky}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
