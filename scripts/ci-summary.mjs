// The exit code of .ci/run says whether CI passed; this line reports the tests alone.
// Adds up the test counts of the CI run's reports into one closing line: "tests: N passed, N failed".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [reportsDir = ".tmp/ci"] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
/** Names of failed tests, printed last so the end of the log says which ones. */
const failures = [];

function collectPlaywrightFailures(suite, titles = []) {
  for (const child of suite.suites ?? [])
    collectPlaywrightFailures(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected")
        failures.push(`playwright: ${[...titles, spec.title].join(" › ")}`);
    }
  }
}

for (const file of readdirSync(reportsDir)) {
  const path = join(reportsDir, file);
  if (!file.endsWith(".json") || !existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (test.status === "failed") {
          const message = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
          failures.push(
            `${file}: ${result.name.replace(process.cwd(), ".")} › ${test.fullName} — ${message}`,
          );
        }
      }
      // A file that failed to load has no tests but a message.
      if (result.status === "failed" && (result.assertionResults ?? []).length === 0) {
        failures.push(
          `${file}: ${result.name.replace(process.cwd(), ".")} — ${(result.message ?? "").slice(0, 300)}`,
        );
      }
    }
  } else if (file.startsWith("playwright")) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    flaky += report.stats?.flaky ?? 0;
    for (const suite of report.suites ?? []) collectPlaywrightFailures(suite, [suite.title]);
  }
}
if (flaky > 0) console.log(`flaky browser tests (passed on retry): ${flaky}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
