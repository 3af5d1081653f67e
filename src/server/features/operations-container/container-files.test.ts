import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_VARIABLE_NAMES, loadConfig } from "../../config";

/**
 * The Dockerfile and compose.yaml cannot be built here (base images cannot be pulled), so this
 * checks what holds without building: the image's shape (multi-stage on Node 20,
 * non-root, `npm ci --omit=dev`, a health check on /api/ready) and that compose gives the app
 * only variables it reads, with values its config accepts.
 */
const ROOT = resolve(import.meta.dirname, "../../../..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

/** Enough of the Dockerfile grammar for this file: comments, `\` continuations, global ARGs. */
function parseDockerfile(text: string): { args: Map<string, string>; stages: Stage[] } {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest };
    if (instruction.keyword === "FROM") {
      const [image = "", , name] = rest.split(/\s+/);
      const expanded = image.replace(/\$\{(\w+)\}/g, (_, arg: string) => args.get(arg) ?? "");
      stages.push({ name, image: expanded, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === "ARG") {
      const [arg = "", value = ""] = rest.split("=");
      args.set(arg, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

const runs = (stage: Stage) => stage.instructions.filter((i) => i.keyword === "RUN");
const lastOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;

/** ENV lines in either form (`ENV A=1 B=2`); values here hold no spaces. */
function envOf(stage: Stage): Record<string, string> {
  const pairs = stage.instructions
    .filter((i) => i.keyword === "ENV")
    .flatMap((i) => i.args.split(/\s+/).map((pair) => pair.split("=")));
  return Object.fromEntries(pairs);
}

/** compose's `${NAME:-default}` as compose resolves it with nothing set in the shell. */
function withDefaults(value: unknown): string {
  return String(value ?? "").replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_, fallback = "") => fallback);
}

interface ComposeService {
  build?: string | { context: string };
  image?: string;
  environment?: Record<string, unknown> | string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test: string | string[] };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  const entries = Array.isArray(env)
    ? env.map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, unknown])
    : Object.entries(env);
  return Object.fromEntries(entries.map(([key, value]) => [key, withDefaults(value)]));
}

const healthTest = (service: ComposeService | undefined) => {
  const test = service?.healthcheck?.test ?? [];
  return Array.isArray(test) ? test.join(" ") : test;
};

const dockerfile = parseDockerfile(read("Dockerfile"));
const runtime = dockerfile.stages.at(-1) as Stage;
const compose = parse(read("compose.yaml")) as ComposeFile;
const app = compose.services.app as ComposeService;

describe("Dockerfile", () => {
  it("builds in several stages on the official Node 20 image", () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const names = new Set<string>();
    for (const stage of dockerfile.stages) {
      // Each stage starts from Node 20 or from an earlier stage of this file.
      if (!names.has(stage.image)) expect(stage.image).toMatch(/^node:20([.-]|$)/);
      if (stage.name) names.add(stage.name);
    }
    expect(runtime.image).toMatch(/^node:20([.-]|$)/);
  });

  it("builds the site and installs only the runtime dependencies into the final image", () => {
    const builds = dockerfile.stages.filter((stage) =>
      runs(stage).some((i) => i.args.includes("npm run build")),
    );
    expect(builds).toHaveLength(1);
    const copies = runtime.instructions.filter((i) => i.keyword === "COPY");
    const fromStage = (path: string) =>
      copies.find((i) => i.args.includes(path))?.args.match(/--from=(\S+)/)?.[1];
    const depsStage = dockerfile.stages.find((stage) => stage.name === fromStage("node_modules"));
    expect(depsStage, "node_modules copied from a stage").toBeDefined();
    expect(runs(depsStage as Stage).map((i) => i.args)).toContainEqual(
      expect.stringMatching(/\bnpm ci --omit=dev\b/),
    );
    expect(fromStage("/app/dist")).toBe(builds[0]?.name);
  });

  it("copies into the final image only files that exist and the build context keeps", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    const sources = runtime.instructions
      .filter((i) => i.keyword === "COPY" && !i.args.includes("--from="))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(sources).toContain("package.json"); // "type": "module" makes dist/*.js ES modules
    for (const source of sources) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(
        ignored.some((pattern) => source.startsWith(pattern)),
        source,
      ).toBe(false);
    }
    for (const local of [".git", "node_modules", "dist", "data"]) expect(ignored).toContain(local);
  });

  it("runs the server as the non-root node user, listening on all interfaces", () => {
    expect(lastOf(runtime, "USER")).toBe("node");
    const env = envOf(runtime);
    expect(env.HOST).toBe("0.0.0.0");
    expect(lastOf(runtime, "EXPOSE")).toBe(env.PORT);
    expect(lastOf(runtime, "VOLUME")).toBe(env.DATA_DIR);
    expect(JSON.parse(lastOf(runtime, "CMD") ?? "null")).toEqual(["node", "dist/server/main.js"]);
    expect(existsSync(join(ROOT, "src/server/main.ts"))).toBe(true);
  });

  it("checks health on /api/ready with node, since slim images have no curl", () => {
    const check = lastOf(runtime, "HEALTHCHECK") ?? "";
    const command = JSON.parse(check.slice(check.indexOf("CMD") + 3)) as string[];
    expect(command[0]).toBe("node");
    expect(command.join(" ")).toContain("/api/ready");
  });

  it("lists every package the server and its page renderer import as a runtime dependency", () => {
    // Both bundles keep npm packages external, and `npm ci --omit=dev` drops devDependencies.
    const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    const serverEntries = [
      ...read("scripts/build-server.mjs").matchAll(/"(src\/server\/[^"]+\.ts)"/g),
    ];
    const entries = [
      ...serverEntries.map((match) => match[1] ?? ""),
      "src/client/entry-server.tsx",
    ];
    expect(entries).toContain("src/server/main.ts");
    const missing = [...packagesReachedFrom(entries)].filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });
});

/** The npm packages that the entries' code imports, following its relative imports. */
function packagesReachedFrom(entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importSpecifiers(readFileSync(file, "utf8"))) {
      if (spec.startsWith(".")) {
        const base = resolve(file, "..", spec);
        const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
          .map((suffix) => base + suffix)
          .find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
        if (found) visit(found);
      } else if (!spec.startsWith("node:") && !builtinModules.includes(spec)) {
        const parts = spec.split("?")[0]?.split("/") ?? [];
        packages.add(parts.slice(0, spec.startsWith("@") ? 2 : 1).join("/"));
      }
    }
  };
  for (const entry of entries) visit(join(ROOT, entry));
  return packages;
}

/** Imports that stay in the compiled code (`import type` is erased). */
function importSpecifiers(source: string): string[] {
  return [
    ...source.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^"';]*?from\s*"([^"]+)"/gm),
    ...source.matchAll(/^\s*import\s*"([^"]+)"/gm),
    ...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1] ?? "");
}

describe("compose.yaml", () => {
  it("builds the app from this directory and runs PostgreSQL and Redis from official images", () => {
    const context = typeof app.build === "string" ? app.build : app.build?.context;
    expect(context).toBe(".");
    expect(compose.services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(compose.services.redis?.image).toMatch(/^redis:\d+/);
  });

  it("sets only variables the app reads, the database and Redis among them", () => {
    const names = Object.keys(environmentOf(app));
    expect(names.filter((name) => !ENV_VARIABLE_NAMES.includes(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(["DATABASE_URL", "REDIS_URL"]));
  });

  it("points the app at the compose PostgreSQL and Redis with matching credentials", () => {
    const env = environmentOf(app);
    const postgres = environmentOf(compose.services.postgres as ComposeService);
    const database = new URL(env.DATABASE_URL ?? "");
    expect(database.hostname).toBe("postgres");
    expect(database.username).toBe(postgres.POSTGRES_USER);
    expect(database.password).toBe(postgres.POSTGRES_PASSWORD);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
    expect(new URL(env.REDIS_URL ?? "").hostname).toBe("redis");
  });

  it("gives the app an environment its configuration accepts", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "compose-config-"));
    try {
      // The image's ENV lines, then compose's; DATA_DIR moved to a scratch directory.
      const env = { ...envOf(runtime), ...environmentOf(app), DATA_DIR: dataDir };
      const config = loadConfig(env);
      expect(config.databaseUrl).toMatch(/^postgres:\/\//);
      expect(config.redisUrl).toMatch(/^redis:\/\//);
      expect(config.host).toBe("0.0.0.0");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("keeps the app's data on a volume at the image's DATA_DIR and publishes its port", () => {
    expect(app.volumes).toContainEqual(`app-data:${envOf(runtime).DATA_DIR}`);
    expect(app.ports?.map((port) => withDefaults(port).split(":").at(-1))).toContain(
      envOf(runtime).PORT,
    );
    expect(compose.services.postgres?.volumes).toContainEqual(
      "postgres-data:/var/lib/postgresql/data",
    );
    expect(Object.keys(compose.volumes ?? {})).toEqual(
      expect.arrayContaining(["app-data", "postgres-data"]),
    );
  });

  it("runs a PostgreSQL that the image's pg_dump can back up", () => {
    // pg_dump refuses a server newer than itself; Debian bookworm's postgresql-client is 15.
    expect(runtime.image).toContain("bookworm");
    expect(runs(runtime).map((i) => i.args)).toContainEqual(
      expect.stringContaining("postgresql-client"),
    );
    const major = Number(compose.services.postgres?.image?.match(/^postgres:(\d+)/)?.[1]);
    expect(major).toBeLessThanOrEqual(15);
  });

  it("starts the app once PostgreSQL and Redis report healthy", () => {
    expect(healthTest(compose.services.postgres)).toContain("pg_isready");
    expect(healthTest(compose.services.redis)).toMatch(/redis-cli.*ping/);
    expect(app.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
    });
  });
});
