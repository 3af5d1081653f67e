import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

const dirs: string[] = [];
function clientWith(template: string): string {
  const dir = mkdtempSync(join(tmpdir(), "inline-scripts-"));
  dirs.push(dir);
  writeFileSync(join(dir, "index.html"), template);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("names the text of each script written into the page, and no script loaded from a file", () => {
    const dir = clientWith(
      '<head><script>document.documentElement.className="theme-x"</script>' +
        '<script src="/start-app.js" async></script>' +
        '<script type="module" src="/assets/index.js"></script></head>',
    );
    expect(inlineScriptHashes(dir)).toEqual([
      sha256('document.documentElement.className="theme-x"'),
    ]);
  });

  it("names nothing without a built client", () => {
    expect(inlineScriptHashes(join(tmpdir(), "no-such-client-dir"))).toEqual([]);
  });
});
