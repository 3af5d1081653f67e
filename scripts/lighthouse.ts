/**
 * `npm run lighthouse`: starts the built server on a fresh data directory (demo content is
 * seeded on first start) and runs Lighthouse (mobile, simulated throttling: its defaults) in
 * Debian's Chromium on the home page, the news list, an article and a category page, three
 * runs each. Prints the median of every figure per page, the targets each page misses, and the
 * audits that cost points. Exits 1 when a page misses a target, unless --report-only.
 *
 *   npm run lighthouse -- [--report-only] [--json <file>] [--runs <n>] [--max-seconds <s>]
 *                         [--reports <dir>]
 *
 * --reports writes each run's whole Lighthouse report (JSON) there, to see what an audit found.
 *
 * Runs go round the pages (every page's first run, then every page's second...), so a time
 * limit (--max-seconds, for CI) still measures every page, with fewer runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LaunchedChrome, Launcher, launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { z } from "zod";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/** Lowest acceptable category scores (0–100) and highest acceptable metric values. */
const TARGETS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpSeconds: 1.5,
  tbtMs: 100,
  cls: 0.02,
} as const;

/** Without these Chromium keeps calling outside hosts, which is slow and noisy offline. */
const OFFLINE_FEATURES = [
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "MediaRouter",
  "Translate",
];
/** Tries per run: a run that fails is repeated once, on a new browser. */
const RUN_ATTEMPTS = 2;
const EXTRA_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

interface Options {
  reportOnly: boolean;
  jsonFile: string | undefined;
  runs: number;
  /** No new round starts when it would likely end after this many seconds. */
  maxSeconds: number | undefined;
  /** Where to write every run's whole report, when set. */
  reportsDir: string | undefined;
}

/** One Lighthouse run's figures. */
interface RunFigures {
  scores: Record<CategoryId, number>;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Audits that cost points, per category. */
  lostPoints: Record<CategoryId, string[]>;
  /** Performance opportunities and diagnostics that failed: where the metrics' time goes. */
  hints: string[];
  /** Lighthouse's CPU benchmark of this machine during the run; lower means a busier machine. */
  benchmarkIndex: number;
}

interface PageFigures {
  label: string;
  url: string;
  runs: number;
  errors: string[];
  median: Omit<RunFigures, "lostPoints" | "hints"> | undefined;
  /** Audit id → in how many runs it cost points, per category. */
  lostPoints: Record<CategoryId, Record<string, number>>;
  hints: Record<string, number>;
  misses: string[];
}

function saveReport(dir: string, label: string, round: number, report: string | string[]) {
  mkdirSync(dir, { recursive: true });
  const name = `${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${round}.json`;
  writeFileSync(join(dir, name), Array.isArray(report) ? report.join("\n") : report);
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    reportOnly: false,
    jsonFile: undefined,
    runs: 3,
    maxSeconds: undefined,
    reportsDir: undefined,
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--report-only") options.reportOnly = true;
    else if (arg === "--json") options.jsonFile = args[++index];
    else if (arg === "--runs") options.runs = Number(args[++index]);
    else if (arg === "--max-seconds") options.maxSeconds = Number(args[++index]);
    else if (arg === "--reports") options.reportsDir = args[++index];
    else throw new Error(`unknown option ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs needs n >= 1");
  if (args.includes("--json") && !options.jsonFile) throw new Error("--json needs a file name");
  if (args.includes("--reports") && !options.reportsDir) {
    throw new Error("--reports needs a directory");
  }
  if (options.maxSeconds !== undefined && !(options.maxSeconds > 0)) {
    throw new Error("--max-seconds needs a number of seconds");
  }
  return options;
}

/** chrome-launcher's own flags, with its --disable-features merged with ours (Chromium reads only one). */
function chromeFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const features = new Set(OFFLINE_FEATURES);
  const others: string[] = [];
  for (const flag of defaults) {
    if (flag.startsWith("--disable-features=")) {
      for (const feature of flag.slice("--disable-features=".length).split(",")) {
        features.add(feature);
      }
    } else others.push(flag);
  }
  return [...others, ...EXTRA_FLAGS, `--disable-features=${[...features].join(",")}`];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base}/api/health did not answer within 30 s`);
}

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return schema.parse(await response.json());
}

/** The pages to measure: fixed paths plus the first article and the first category with posts. */
async function findPages(base: string): Promise<{ label: string; path: string }[]> {
  const list = await getJson(
    `${base}/api/blog?limit=1`,
    z.object({ posts: z.array(z.object({ id: z.number() })) }),
  );
  const categories = await getJson(
    `${base}/api/blog/categories`,
    z.array(z.object({ slug: z.string(), postCount: z.number() })),
  );
  const article = list.posts[0];
  const category = categories.find((item) => item.postCount > 0) ?? categories[0];
  if (!article) throw new Error("the demo content has no article");
  if (!category) throw new Error("the demo content has no category");
  return [
    { label: "/", path: "/" },
    { label: "/blog", path: "/blog" },
    { label: `/blog/${article.id}`, path: `/blog/${article.id}` },
    { label: `/blog/category/${category.slug}`, path: `/blog/category/${category.slug}` },
  ];
}

function numericValue(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== "number") throw new Error(`no ${auditId} figure in the report`);
  return value;
}

/** Bytes of JavaScript the page transferred (compressed, as on the wire). */
function scriptTransferKb(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details;
  const items = details && details.type === "table" ? details.items : [];
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType === "Script" && typeof item.transferSize === "number") {
      bytes += item.transferSize;
    }
  }
  return bytes / 1_000;
}

function readRun(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<CategoryId, number>;
  const lostPoints = {} as Record<CategoryId, string[]>;
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === null) throw new Error(`no ${id} score in the report`);
    scores[id] = Math.round(category.score * 100);
    lostPoints[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === "number" && score < 1 ? [ref.id] : [];
      });
  }
  const performance = lhr.categories.performance;
  const hints = (performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0 && ref.group !== "hidden")
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const scored =
        audit && ["metricSavings", "numeric", "binary"].includes(audit.scoreDisplayMode);
      return scored && typeof audit.score === "number" && audit.score < 0.9 ? [ref.id] : [];
    });
  return {
    scores,
    hints,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpSeconds: numericValue(lhr, "largest-contentful-paint") / 1_000,
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    jsKb: scriptTransferKb(lhr),
    lostPoints,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function summarise(label: string, url: string, runs: RunFigures[], errors: string[]): PageFigures {
  const lostPoints = Object.fromEntries(
    CATEGORIES.map((id) => [id, {}]),
  ) as PageFigures["lostPoints"];
  const hints: Record<string, number> = {};
  for (const run of runs) {
    for (const hint of run.hints) hints[hint] = (hints[hint] ?? 0) + 1;
    for (const id of CATEGORIES) {
      for (const audit of run.lostPoints[id]) {
        lostPoints[id][audit] = (lostPoints[id][audit] ?? 0) + 1;
      }
    }
  }
  if (runs.length === 0) {
    return {
      label,
      url,
      runs: 0,
      errors,
      median: undefined,
      lostPoints,
      hints,
      misses: ["no run finished"],
    };
  }
  const medianOf = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const figures = {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, medianOf((run) => run.scores[id])]),
    ) as Record<CategoryId, number>,
    lcpSeconds: medianOf((run) => run.lcpSeconds),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    jsKb: medianOf((run) => run.jsKb),
    benchmarkIndex: medianOf((run) => run.benchmarkIndex),
  };
  const misses: string[] = [];
  for (const id of CATEGORIES) {
    if (figures.scores[id] < TARGETS[id])
      misses.push(`${id} ${figures.scores[id]} < ${TARGETS[id]}`);
  }
  if (figures.lcpSeconds > TARGETS.lcpSeconds) {
    misses.push(`LCP ${figures.lcpSeconds.toFixed(2)} s > ${TARGETS.lcpSeconds} s`);
  }
  if (figures.tbtMs > TARGETS.tbtMs) {
    misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  }
  if (figures.cls > TARGETS.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (errors.length > 0)
    misses.push(`${errors.length} of ${runs.length + errors.length} runs failed`);
  return { label, url, runs: runs.length, errors, median: figures, lostPoints, hints, misses };
}

function printReport(pages: readonly PageFigures[]): void {
  const runCounts = [...new Set(pages.map((page) => page.runs))].join(" or ");
  const benchmarks = pages.flatMap((page) => (page.median ? [page.median.benchmarkIndex] : []));
  console.log(
    `\nLighthouse ${lighthouseVersion || "(no run finished)"}, mobile, simulated throttling; median of ${runCounts} runs per page; JS KB = 1,000 bytes of script transferred`,
  );
  if (benchmarks.length > 0) {
    console.log(
      `CPU benchmark index ${Math.round(median(benchmarks))} (lower means a busier machine and slower figures)`,
    );
  }
  console.table(
    pages.map((page) => ({
      page: page.label,
      performance: page.median?.scores.performance ?? "-",
      accessibility: page.median?.scores.accessibility ?? "-",
      "best practices": page.median?.scores["best-practices"] ?? "-",
      SEO: page.median?.scores.seo ?? "-",
      "LCP s": page.median ? page.median.lcpSeconds.toFixed(2) : "-",
      "TBT ms": page.median ? Math.round(page.median.tbtMs) : "-",
      CLS: page.median ? page.median.cls.toFixed(3) : "-",
      "JS KB": page.median ? page.median.jsKb.toFixed(1) : "-",
    })),
  );
  console.log(
    `Targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO 100, LCP <= ${TARGETS.lcpSeconds} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`,
  );
  const counted = (entries: Record<string, number>, runs: number) =>
    Object.entries(entries)
      .map(([audit, count]) => `${audit} (${count}/${runs})`)
      .join(", ");
  for (const page of pages) {
    for (const error of page.errors) console.log(`${page.label}: run failed: ${error}`);
    if (page.misses.length === 0) continue;
    console.log(`\n${page.label} misses: ${page.misses.join("; ")}`);
    for (const id of CATEGORIES) {
      if (Object.keys(page.lostPoints[id]).length === 0) continue;
      console.log(`  ${id} lost points on: ${counted(page.lostPoints[id], page.runs)}`);
    }
    if (Object.keys(page.hints).length > 0) {
      console.log(`  performance opportunities and diagnostics: ${counted(page.hints, page.runs)}`);
    }
  }
}

let lighthouseVersion = "";
/** Every page's runs so far, so a stopped run (Ctrl-C, CI's time limit) still reports them. */
const measured = new Map<string, { url: string; runs: RunFigures[]; errors: string[] }>();
const cleanups: (() => void)[] = [];

function cleanUp(): void {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch {
      // already gone
    }
  }
}

function summariseAll(): PageFigures[] {
  return [...measured].map(([label, page]) => summarise(label, page.url, page.runs, page.errors));
}

async function main(options: Options): Promise<number> {
  const startedAt = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "gamehub-lighthouse-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = spawn("node", ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  cleanups.push(() => server.kill("SIGTERM"));
  await waitForHealth(base, server);
  for (const target of await findPages(base)) {
    measured.set(target.label, { url: `${base}${target.path}`, runs: [], errors: [] });
  }

  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  let chrome: LaunchedChrome | undefined;
  const startChrome = async () => {
    chrome = await launch({ chromePath, chromeFlags: chromeFlags(), ignoreDefaultFlags: true });
  };
  cleanups.push(() => chrome?.kill());
  await startChrome();

  let longestRoundMs = 0;
  for (let round = 1; round <= options.runs; round++) {
    const elapsedMs = Date.now() - startedAt;
    if (
      round > 1 &&
      options.maxSeconds &&
      elapsedMs + longestRoundMs > options.maxSeconds * 1_000
    ) {
      console.log(
        `--max-seconds ${options.maxSeconds}: stopping after ${round - 1} runs per page (${Math.round(elapsedMs / 1_000)} s so far)`,
      );
      break;
    }
    const roundStartedAt = Date.now();
    for (const [label, page] of measured) {
      const started = Date.now();
      // A run whose trace Lighthouse could not read (NO_NAVSTART, "Please run Lighthouse
      // again") measured nothing: it is run once more before it counts as a failed run.
      for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
        try {
          const result = await lighthouse(page.url, {
            port: chrome?.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          });
          if (!result) throw new Error("Lighthouse returned no result");
          lighthouseVersion = result.lhr.lighthouseVersion;
          page.runs.push(readRun(result.lhr));
          if (options.reportsDir) saveReport(options.reportsDir, label, round, result.report);
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (attempt === RUN_ATTEMPTS) page.errors.push(message);
          else console.log(`${label}: run ${round} failed (${message.split(":")[0]}); once more`);
          // A crashed tab or browser would fail every later run too: start a new one.
          chrome?.kill();
          await startChrome();
        }
      }
      console.log(`${label}: run ${round} of ${options.runs} in ${Date.now() - started} ms`);
    }
    longestRoundMs = Math.max(longestRoundMs, Date.now() - roundStartedAt);
  }

  const pages = summariseAll();
  printReport(pages);
  if (options.jsonFile) {
    writeFileSync(options.jsonFile, `${JSON.stringify({ targets: TARGETS, pages }, null, 2)}\n`);
    console.log(`\nfigures written to ${options.jsonFile}`);
  }
  const missed = pages.filter((page) => page.misses.length > 0);
  if (missed.length === 0) {
    console.log("\nEvery page meets every target.");
    return 0;
  }
  console.log(`\n${missed.length} of ${pages.length} pages miss a target.`);
  if (options.reportOnly) {
    console.log("--report-only: exit 0 anyway.");
    return 0;
  }
  return 1;
}

const reportOnly = process.argv.includes("--report-only");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\nlighthouse: stopped by ${signal}; the runs finished so far:`);
    if (measured.size > 0) printReport(summariseAll());
    cleanUp();
    process.exit(reportOnly ? 0 : 1);
  });
}

try {
  process.exitCode = await main(parseOptions(process.argv.slice(2)));
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = reportOnly ? 0 : 1;
} finally {
  cleanUp();
}
// Lighthouse can leave sockets open; the work is done.
process.exit();
