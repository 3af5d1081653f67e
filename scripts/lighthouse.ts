/**
 * `npm run lighthouse`: starts the built server on a fresh data directory (demo content is
 * seeded on first start) and runs Lighthouse (mobile, simulated throttling) in Debian's
 * Chromium on every public page of scripts/public-routes.ts, with real ids and slugs read from
 * the demo content, three runs each. Prints the median of every figure per page, the targets
 * each page misses, and the audits that cost points. Exits 1 when a page misses a target,
 * unless --report-only.
 *
 *   npm run lighthouse -- [--report-only] [--json <file>] [--runs <n>] [--max-seconds <s>]
 *                         [--reports <dir>] [--only <route,...>] [--rotate <n>] [--uncalibrated]
 *
 * --reports writes each run's whole Lighthouse report (JSON) there, to see what an audit found.
 * --only measures only the pages whose route or address is listed (e.g. /search,/forum), in
 *   that order.
 * --rotate n measures in the order CI's round uses on its run number n (public-routes.ts).
 * --uncalibrated keeps Lighthouse's fixed fourfold CPU slowdown instead of calibrating it.
 *
 * Runs go round the pages (every page's first run, then every page's second...). With a time
 * limit (--max-seconds, for CI) no run starts that would likely end after it: the pages at the
 * front of the order are measured, the rest are listed as not measured this time.
 *
 * The CPU slowdown is calibrated to this machine (see CALIBRATION below), so a run means the
 * same phone on a fast machine and on a slow one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LaunchedChrome, Launcher, launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
// Lighthouse's own way into Chromium (one of its dependencies): used here only to run its CPU
// benchmark in a tab before the runs.
import puppeteer from "puppeteer-core";
import { z } from "zod";
import { CALIBRATION, calibratedMultiplier, emulatesFasterPhone } from "./lighthouse-calibration";
import { ciOrder, findPublicPages, PUBLIC_PAGES, type PublicPage } from "./public-routes";

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
  /** Routes or addresses to measure; every public page when empty. */
  only: string[];
  /** CI's run number: measure in the order that run's round uses. */
  rotate: number | undefined;
  /** Keep Lighthouse's fixed multiplier instead of calibrating it to this machine. */
  uncalibrated: boolean;
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
  /** The CPU slowdown the run was simulated with. */
  cpuMultiplier: number;
  /** The phone the run emulated: the host's index divided by the slowdown. */
  emulatedIndex: number;
  /** SEO score without the "is-crawlable" audit, for pages kept out of search engines on purpose. */
  seoWithoutCrawlable: number;
}

interface PageFigures {
  label: string;
  url: string;
  /** The page carries `noindex` on purpose: the SEO target leaves out "is-crawlable". */
  noindex: boolean;
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
    only: [],
    rotate: undefined,
    uncalibrated: false,
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--report-only") options.reportOnly = true;
    else if (arg === "--json") options.jsonFile = args[++index];
    else if (arg === "--runs") options.runs = Number(args[++index]);
    else if (arg === "--max-seconds") options.maxSeconds = Number(args[++index]);
    else if (arg === "--reports") options.reportsDir = args[++index];
    else if (arg === "--only") {
      options.only = (args[++index] ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      if (options.only.length === 0) throw new Error("--only needs routes, e.g. /search,/forum");
    } else if (arg === "--rotate") options.rotate = Number(args[++index]);
    else if (arg === "--uncalibrated") options.uncalibrated = true;
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
  if (options.rotate !== undefined && !Number.isInteger(options.rotate)) {
    throw new Error("--rotate needs a whole run number");
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

/** The pages to measure, in the order to measure them, with real ids and slugs. */
async function findPages(
  base: string,
  options: Options,
): Promise<{ page: PublicPage; path: string }[]> {
  const api = <T>(path: string, schema: z.ZodType<T>) => getJson(`${base}${path}`, schema);
  const ordered = options.rotate === undefined ? PUBLIC_PAGES : ciOrder(options.rotate);
  const found = await findPublicPages(api, ordered);
  if (options.only.length === 0) return found;
  // In the order --only names them, so the pages wanted most are measured first.
  const position = ({ page, path }: { page: PublicPage; path: string }) => {
    const index = options.only.findIndex((item) => item === page.route || item === path);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const chosen = found
    .filter((item) => position(item) !== Number.POSITIVE_INFINITY)
    .sort((a, b) => position(a) - position(b));
  if (chosen.length === 0) throw new Error(`--only ${options.only.join(",")}: no such page`);
  return chosen;
}

/** The category's score (0–100) without one audit, weighted as Lighthouse weighs it. */
function scoreWithout(lhr: Result, categoryId: CategoryId, auditId: string): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === auditId || ref.weight === 0 || typeof audit?.score !== "number") continue;
    if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
    weighted += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100);
}

/**
 * Lighthouse's CPU benchmark (median of a few), run in a browser of its own that is closed
 * afterwards, so nothing of this connection is left in the browser the runs use.
 */
async function measureBenchmarkIndex(chromePath: string): Promise<number> {
  const chrome = await launch({ chromePath, chromeFlags: chromeFlags(), ignoreDefaultFlags: true });
  const browser = await puppeteer
    .connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    .catch((error: unknown) => {
      chrome.kill();
      throw error;
    });
  try {
    const tab = await browser.newPage();
    try {
      const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
      const values: number[] = [];
      for (let sample = 0; sample < CALIBRATION.initialSamples; sample++) {
        values.push(
          z
            .number()
            .positive()
            .parse(await tab.evaluate(benchmark)),
        );
      }
      return median(values);
    } finally {
      await tab.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
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
  const cpuMultiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier;
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
    cpuMultiplier,
    emulatedIndex: lhr.environment.benchmarkIndex / cpuMultiplier,
    seoWithoutCrawlable: scoreWithout(lhr, "seo", "is-crawlable"),
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

function summarise(
  label: string,
  url: string,
  noindex: boolean,
  runs: RunFigures[],
  errors: string[],
): PageFigures {
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
      noindex,
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
    cpuMultiplier: medianOf((run) => run.cpuMultiplier),
    emulatedIndex: medianOf((run) => run.emulatedIndex),
    seoWithoutCrawlable: medianOf((run) => run.seoWithoutCrawlable),
  };
  const misses: string[] = [];
  for (const id of CATEGORIES) {
    if (id === "seo" && noindex) {
      // "is-crawlable" fails on a noindex page by design; every other SEO audit must pass.
      if (figures.seoWithoutCrawlable < TARGETS.seo) {
        misses.push(`seo without is-crawlable ${figures.seoWithoutCrawlable} < ${TARGETS.seo}`);
      }
    } else if (figures.scores[id] < TARGETS[id]) {
      misses.push(`${id} ${figures.scores[id]} < ${TARGETS[id]}`);
    }
  }
  if (figures.lcpSeconds > TARGETS.lcpSeconds) {
    misses.push(`LCP ${figures.lcpSeconds.toFixed(2)} s > ${TARGETS.lcpSeconds} s`);
  }
  if (figures.tbtMs > TARGETS.tbtMs) {
    misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  }
  if (figures.cls > TARGETS.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (emulatesFasterPhone(figures.benchmarkIndex, figures.cpuMultiplier)) {
    misses.push(
      `not comparable: the runs emulated a phone of benchmark index ${Math.round(figures.benchmarkIndex / figures.cpuMultiplier)} (host ${Math.round(figures.benchmarkIndex)} / ${figures.cpuMultiplier}x), faster than the reference phone's ${Math.round(CALIBRATION.phoneIndex)}; the figures flatter the page`,
    );
  }
  if (errors.length > 0)
    misses.push(`${errors.length} of ${runs.length + errors.length} runs failed`);
  return {
    label,
    url,
    noindex,
    runs: runs.length,
    errors,
    median: figures,
    lostPoints,
    hints,
    misses,
  };
}

function printReport(pages: readonly PageFigures[]): void {
  const runCounts = [...new Set(pages.map((page) => page.runs))].join(" or ");
  const measuredPages = pages.flatMap((page) => (page.median ? [page.median] : []));
  console.log(
    `\nLighthouse ${lighthouseVersion || "(no run finished)"}, mobile, simulated throttling; median of ${runCounts} runs per page; JS KB = 1,000 bytes of script transferred`,
  );
  if (measuredPages.length > 0) {
    const hostIndex = median(measuredPages.map((page) => page.benchmarkIndex));
    const multipliers = measuredPages.map((page) => page.cpuMultiplier);
    console.log(
      `CPU: host benchmark index ${Math.round(hostIndex)} (lower means a busier machine); slowdown ${Math.min(...multipliers)}x to ${Math.max(...multipliers)}x (${calibration.note}); reference phone index ${Math.round(CALIBRATION.phoneIndex)} = ${CALIBRATION.referenceHostIndex} / ${CALIBRATION.defaultMultiplier}`,
    );
  }
  console.table(
    pages.map((page) => ({
      page: page.label,
      performance: page.median?.scores.performance ?? "-",
      accessibility: page.median?.scores.accessibility ?? "-",
      "best practices": page.median?.scores["best-practices"] ?? "-",
      SEO: page.median
        ? page.noindex
          ? `${page.median.scores.seo} (${page.median.seoWithoutCrawlable} w/o is-crawlable)`
          : page.median.scores.seo
        : "-",
      "LCP s": page.median ? page.median.lcpSeconds.toFixed(2) : "-",
      "TBT ms": page.median ? Math.round(page.median.tbtMs) : "-",
      CLS: page.median ? page.median.cls.toFixed(3) : "-",
      "JS KB": page.median ? page.median.jsKb.toFixed(1) : "-",
      "CPU x": page.median ? page.median.cpuMultiplier : "-",
      status: page.misses.length === 0 ? "met" : "MISSED",
    })),
  );
  if (notMeasured.length > 0) {
    console.log(`Not measured this time (time limit): ${notMeasured.join(", ")}`);
  }
  console.log(
    `Targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO 100 (on a noindex page SEO without is-crawlable), LCP <= ${TARGETS.lcpSeconds} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, on the reference phone`,
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
const measured = new Map<
  string,
  { url: string; noindex: boolean; runs: RunFigures[]; errors: string[] }
>();
/** Pages left out because the time limit came first. */
const notMeasured: string[] = [];
/** How the CPU slowdown is chosen for the next run. */
const calibration = {
  /** Host benchmark indexes seen so far, newest last. */
  hostIndexes: [] as number[],
  /** Set when calibration is off or impossible: the fixed multiplier used instead. */
  fixed: undefined as number | undefined,
  note: "",
};

/** The slowdown for the next run: calibrated to the latest host indexes, or the fixed one. */
function nextMultiplier(): number {
  if (calibration.fixed !== undefined) return calibration.fixed;
  const recent = calibration.hostIndexes.slice(-CALIBRATION.followRuns);
  return calibratedMultiplier(median(recent));
}
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
  return [...measured]
    .filter(([, page]) => page.runs.length > 0 || page.errors.length > 0)
    .map(([label, page]) => summarise(label, page.url, page.noindex, page.runs, page.errors));
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
  for (const { page, path } of await findPages(base, options)) {
    measured.set(path, {
      url: `${base}${path}`,
      noindex: page.noindex === true,
      runs: [],
      errors: [],
    });
  }

  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  let chrome: LaunchedChrome | undefined;
  const startChrome = async () => {
    chrome = await launch({ chromePath, chromeFlags: chromeFlags(), ignoreDefaultFlags: true });
  };
  cleanups.push(() => chrome?.kill());
  await startChrome();

  if (options.uncalibrated) {
    calibration.fixed = CALIBRATION.defaultMultiplier;
    calibration.note = "fixed, --uncalibrated";
  } else {
    try {
      calibration.hostIndexes.push(await measureBenchmarkIndex(chromePath));
      calibration.note = "calibrated to the host's benchmark index before each run";
    } catch (error) {
      // Without a benchmark the default slowdown stands, and a run on a host faster than the
      // reference machine is not called "met" (summarise checks the phone each run emulated).
      calibration.fixed = CALIBRATION.defaultMultiplier;
      calibration.note = "fixed: calibration failed";
      console.log(
        `lighthouse: could not measure the CPU benchmark (${error instanceof Error ? error.message : String(error)}); using ${CALIBRATION.defaultMultiplier}x`,
      );
    }
  }
  console.log(
    calibration.fixed === undefined
      ? `CPU benchmark index of this machine: ${Math.round(calibration.hostIndexes[0] ?? 0)}; CPU slowdown ${nextMultiplier()}x (reference machine ${CALIBRATION.referenceHostIndex} at ${CALIBRATION.defaultMultiplier}x)`
      : `CPU slowdown ${calibration.fixed}x (${calibration.note})`,
  );

  let longestRunMs = 0;
  let outOfTime = false;
  for (let round = 1; round <= options.runs && !outOfTime; round++) {
    for (const [label, page] of measured) {
      const elapsedMs = Date.now() - startedAt;
      if (options.maxSeconds && elapsedMs + longestRunMs > options.maxSeconds * 1_000) {
        console.log(
          `--max-seconds ${options.maxSeconds}: stopping in run ${round} (${Math.round(elapsedMs / 1_000)} s so far)`,
        );
        outOfTime = true;
        break;
      }
      const started = Date.now();
      // A run whose trace Lighthouse could not read (NO_NAVSTART, "Please run Lighthouse
      // again") measured nothing: it is run once more before it counts as a failed run.
      for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
        try {
          const cpuSlowdownMultiplier = nextMultiplier();
          const result = await lighthouse(page.url, {
            port: chrome?.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            throttling: { cpuSlowdownMultiplier },
          });
          if (!result) throw new Error("Lighthouse returned no result");
          lighthouseVersion = result.lhr.lighthouseVersion;
          const run = readRun(result.lhr);
          page.runs.push(run);
          // The index Lighthouse measured in this run sets the next run's slowdown, so the
          // calibration follows the machine's load as it changes.
          calibration.hostIndexes.push(run.benchmarkIndex);
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
      const last = page.runs.at(-1);
      console.log(
        `${label}: run ${round} of ${options.runs} in ${Date.now() - started} ms${last ? ` (host index ${Math.round(last.benchmarkIndex)}, ${last.cpuMultiplier}x)` : ""}`,
      );
      longestRunMs = Math.max(longestRunMs, Date.now() - started);
    }
  }
  for (const [label, page] of measured) {
    if (page.runs.length === 0 && page.errors.length === 0) notMeasured.push(label);
  }

  const pages = summariseAll();
  printReport(pages);
  if (options.jsonFile) {
    const report = {
      targets: TARGETS,
      calibration: { ...CALIBRATION, ...calibration },
      pages,
      notMeasured,
    };
    writeFileSync(options.jsonFile, `${JSON.stringify(report, null, 2)}\n`);
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
