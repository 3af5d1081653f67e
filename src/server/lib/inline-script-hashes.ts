import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A script element with no attributes: one the browser runs from the page's own text. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts written into the built
 * page template (dist/client/index.html): the build writes theme-init.js into the page, so the
 * first paint waits for no script file, and the policy, which allows no other inline script,
 * names exactly that text. None without a built client.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) return [];
  const template = readFileSync(indexFile, "utf8");
  return [...template.matchAll(INLINE_SCRIPT)].map((match) => hashSource(match[1] ?? ""));
}

/** The policy's name for exactly this script text. */
function hashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}
