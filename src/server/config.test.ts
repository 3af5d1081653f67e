import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gamehub-config-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      dataDir,
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      logLevel: "info",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: tempDataDir(),
      DATABASE_URL: "postgres://user@db.example/gamehub",
      PUBLIC_URL: "https://games.example.com/",
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://user@db.example/gamehub",
      publicUrl: "https://games.example.com",
      sessionSecret: "s".repeat(40),
      logLevel: "warn",
    });
  });

  it.each([
    ["PORT", "eighty", "PORT: must be a number"],
    ["PORT", "70000", "PORT: must be between 0 and 65535"],
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL: must be a postgres:// URL"],
    ["PUBLIC_URL", "not a url", "PUBLIC_URL: must be an http:// or https:// URL"],
    ["SESSION_SECRET", "short", "SESSION_SECRET: must be at least 32 characters"],
    ["TRUST_PROXY", "everyone", "TRUST_PROXY: must be a number of proxy hops"],
    ["TRUST_PROXY", "10.0.0.0/40", "(not 10.0.0.0/40)"],
    ["METRICS_ALLOW", "prometheus.local", "METRICS_ALLOW: must be comma-separated IP addresses"],
    [
      "LOG_LEVEL",
      "loud",
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    ],
  ])("stops with a message naming %s when it is %j", (name, value, message) => {
    const load = () => loadConfig({ DATA_DIR: tempDataDir(), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it("reads TRUST_PROXY as proxy addresses and ranges, or as a hop count", () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustProxy,
    ).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });

  it("reads METRICS_ALLOW as addresses and ranges, loopback by default", () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).metricsAllow).toEqual(["127.0.0.1", "::1"]);
    expect(
      loadConfig({ DATA_DIR: dataDir, METRICS_ALLOW: "10.0.0.5, 192.168.0.0/16" }).metricsAllow,
    ).toEqual(["10.0.0.5", "192.168.0.0/16"]);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATA_DIR: tempDataDir(), PORT: "" }).port).toBe(3000);
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });
});
