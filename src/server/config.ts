import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated in one place (README "Configuration").
 * A bad value stops start-up with a message that names the variable.
 */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("localhost"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  BACKUP_DIR: z.string().min(1, "must not be empty").optional(),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "must be a postgres:// URL (leave it unset for the embedded SQLite database)",
    )
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, "must be a sender address")
    .default("GameHub <no-reply@gamehub.local>"),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  NEWS_FEEDS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url.length > 0),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: "must be comma-separated http(s) URLs" })))
    .optional(),
  NEWS_REFRESH_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(5, "must be at least 5 (the refresh runs at most once per 5 minutes)")
    .optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(10),
  SEARCH_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(60),
  IMAGE_FETCH_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((value) => value === "true" || value === "1")
    .default(false),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      if (/^\d+$/.test(value.trim())) return Number(value.trim());
      const entries = value.split(",").map((entry) => entry.trim());
      const invalid = entries.filter((entry) => !isAddressOrRange(entry));
      if (invalid.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be a number of proxy hops or comma-separated proxy addresses or CIDR ranges (not ${invalid.join(", ")})`,
        });
        return z.NEVER;
      }
      return entries;
    })
    .optional(),
  METRICS_ALLOW: z
    .string()
    .transform((value, ctx) => {
      const entries = value.split(",").map((entry) => entry.trim());
      const invalid = entries.filter((entry) => !isAddressOrRange(entry));
      if (invalid.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be comma-separated IP addresses or CIDR ranges (not ${invalid.join(", ")})`,
        });
        return z.NEVER;
      }
      return entries;
    })
    .default(["127.0.0.1", "::1"]),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: "must be a number" })
    .min(0, "must be 0 (off) or more")
    .max(60, "must be at most 60 (pages must follow content changes quickly)")
    .default(5),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })
    .optional(),
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
  YOUTUBE_API_KEY: z.string().optional(),
  STREAMS_POLL_SECONDS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(30, "must be at least 30 (the platforms limit how often they may be asked)")
    .default(180),
  TWITCH_AUTH_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://id.twitch.tv/oauth2/token"),
  TWITCH_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://api.twitch.tv/helix"),
  YOUTUBE_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://www.googleapis.com/youtube/v3"),
});

/** The names of the variables above (the container test checks compose.yaml against them). */
export const ENV_VARIABLE_NAMES: readonly string[] = Object.keys(envSchema.shape);

function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Real gaming news feeds, used when NEWS_FEEDS is not set. */
export const DEFAULT_NEWS_FEEDS: readonly string[] = [
  "https://feeds.feedburner.com/ign/games-all",
  "https://www.gamespot.com/feeds/mashup/",
  "https://www.polygon.com/rss/index.xml",
  "https://www.pcgamer.com/rss/",
];

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run db:backup` writes (default DATA_DIR/backups). */
  backupDir?: string;
  /** Absent: the embedded SQLite database in dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  logLevel: LogLevel;
  /** Where the built client lives; tests without a build point it elsewhere. */
  clientDir: string;
  /**
   * The server half of the client that renders pages (built as dist/ssr/entry-server.js; tests
   * point it at src/client/entry-server.tsx). Absent or failing to load: pages are sent as
   * the bare shell and drawn by the browser.
   */
  ssrEntry?: string;
  /** How long HTML rendered for visitors without a session is reused (0: not at all). */
  pageCacheSeconds?: number;
  /**
   * Redis for what server processes share (the anonymous page cache, live events); absent: in
   * memory, and live events go through PostgreSQL LISTEN/NOTIFY (or stay in-process on SQLite).
   */
  redisUrl?: string;
  /** Absent: every e-mail is written to DATA_DIR/mail/ as an .eml file and logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Created or promoted at start when all three are set. */
  admin: { username: string; email: string; password: string } | undefined;
  /** RSS/Atom feeds that `POST /api/news/refresh` ingests. */
  newsFeeds: readonly string[];
  /** Absent: news are refreshed only on request. */
  newsRefreshMinutes: number | undefined;
  /** Absent: Facebook sharing features report "not configured". */
  facebookAppId: string | undefined;
  /** New accounts one IP address may create per hour. */
  registrationLimitPerHour: number;
  /** Site searches (/api/search) one IP address may make per minute. */
  searchLimitPerMinute: number;
  /**
   * Lets the remote-image downloader reach loopback, private and link-local addresses. Off
   * (the default) is the protection against server-side request forgery; tests turn it on to
   * serve images from a local server.
   */
  imageFetchAllowPrivate?: boolean;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the visitor (addresses or CIDR ranges, or
   * a hop count). Absent: the connection's own address is the visitor's, and a forwarded header
   * is ignored, since anyone can send one.
   */
  trustProxy?: readonly string[] | number;
  /**
   * Who may read /metrics: IP addresses or CIDR ranges, matched against the visitor's address
   * as TRUST_PROXY resolves it. Absent: loopback only. Anyone else gets 404.
   */
  metricsAllow?: readonly string[];
  /**
   * The platforms the live-status job asks which approved streamers are live. A platform
   * without credentials is not polled; with none at all the job is off and admins set the
   * status by hand. The base addresses are settings so tests can point them at a stand-in.
   */
  streamPlatforms?: StreamPlatformsConfig;
}

export interface StreamPlatformsConfig {
  pollSeconds: number;
  twitch: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | undefined;
  youtube: { apiKey: string; apiUrl: string } | undefined;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  // Owner-only when created here (an operator's existing directory keeps its permissions;
  // the files in it are owner-only anyway).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    backupDir: resolve(vars.BACKUP_DIR ?? join(dataDir, "backups")),
    databaseUrl: vars.DATABASE_URL,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: vars.LOG_LEVEL,
    clientDir: resolve("dist/client"),
    ssrEntry: resolve("dist/ssr/entry-server.js"),
    pageCacheSeconds: vars.PAGE_CACHE_SECONDS,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    admin: readAdmin(vars),
    newsFeeds: vars.NEWS_FEEDS ?? DEFAULT_NEWS_FEEDS,
    newsRefreshMinutes: vars.NEWS_REFRESH_MINUTES,
    facebookAppId: vars.FACEBOOK_APP_ID,
    registrationLimitPerHour: vars.REGISTRATION_LIMIT_PER_HOUR,
    searchLimitPerMinute: vars.SEARCH_LIMIT_PER_MINUTE,
    imageFetchAllowPrivate: vars.IMAGE_FETCH_ALLOW_PRIVATE,
    trustProxy: vars.TRUST_PROXY,
    metricsAllow: vars.METRICS_ALLOW,
    streamPlatforms: readStreamPlatforms(vars),
  };
}

function readStreamPlatforms(vars: z.infer<typeof envSchema>): StreamPlatformsConfig {
  const { TWITCH_CLIENT_ID: clientId, TWITCH_CLIENT_SECRET: clientSecret } = vars;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError(
      "Invalid configuration:\n  TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET: set both or neither",
    );
  }
  return {
    pollSeconds: vars.STREAMS_POLL_SECONDS,
    twitch:
      clientId && clientSecret
        ? { clientId, clientSecret, authUrl: vars.TWITCH_AUTH_URL, apiUrl: vars.TWITCH_API_URL }
        : undefined,
    youtube: vars.YOUTUBE_API_KEY
      ? { apiKey: vars.YOUTUBE_API_KEY, apiUrl: vars.YOUTUBE_API_URL }
      : undefined,
  };
}

function readAdmin(vars: z.infer<typeof envSchema>): AppConfig["admin"] {
  const { ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = vars;
  const given = [username, email, password].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (!username || !email || !password) {
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD: set all three or none",
    );
  }
  return { username, email, password };
}

/** An empty variable (`PORT=`) means "not set", as in most shells' intent. */
function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
}

/** Generated once and kept in DATA_DIR so sessions survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
