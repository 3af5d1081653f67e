import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type IConfiguration, type IViolation } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

// The project's own import rules, run on small trees written for the test: each rule must fail on
// the fault it names and pass on a tree without it.
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as IConfiguration;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

async function violationsOf(files: Record<string, string>): Promise<IViolation[]> {
  const root = mkdtempSync(join(tmpdir(), "import-rules-"));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { tsConfig: _projectTsConfig, ...options } = config.options ?? {};
  const result = await cruise(["src"], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === "string") throw new Error("expected a cruise result, got text");
  return result.output.summary.violations;
}

const ruleNames = (violations: IViolation[]) =>
  [...new Set(violations.map((violation) => violation.rule.name))].sort();

describe("import rules", () => {
  it("fail on a cycle between two files and between their folders", async () => {
    const violations = await violationsOf({
      "src/server/features/alpha/alpha.service.ts":
        'import { beta } from "../beta/index";\nexport const alpha = () => beta();\n',
      "src/server/features/alpha/index.ts": 'export { alpha } from "./alpha.service";\n',
      "src/server/features/beta/beta.service.ts":
        'import { alpha } from "../alpha/index";\nexport const beta = () => alpha();\n',
      "src/server/features/beta/index.ts": 'export { beta } from "./beta.service";\n',
    });
    expect(ruleNames(violations)).toEqual(["no-file-cycle", "no-folder-cycle"]);
  });

  it("pass on the same features once the shared part moved down into lib", async () => {
    const violations = await violationsOf({
      "src/server/lib/shared-part.ts": "export const shared = () => 1;\n",
      "src/server/features/alpha/alpha.service.ts":
        'import { shared } from "../../lib/shared-part";\nexport const alpha = () => shared();\n',
      "src/server/features/alpha/index.ts": 'export { alpha } from "./alpha.service";\n',
      "src/server/features/beta/beta.service.ts":
        'import { alpha } from "../alpha/index";\nexport const beta = () => alpha();\n',
      "src/server/features/beta/index.ts": 'export { beta } from "./beta.service";\n',
    });
    expect(violations).toEqual([]);
  });

  it("fail when a feature reaches past another feature's index.ts", async () => {
    const violations = await violationsOf({
      "src/server/features/alpha/alpha.service.ts": "export const alpha = () => 1;\n",
      "src/server/features/alpha/index.ts": 'export { alpha } from "./alpha.service";\n',
      "src/server/features/beta/beta.service.ts":
        'import { alpha } from "../alpha/alpha.service.ts";\nexport const beta = () => alpha();\n',
    });
    expect(ruleNames(violations)).toEqual(["server-feature-through-index"]);
  });

  it("fail when lib imports a feature", async () => {
    const violations = await violationsOf({
      "src/server/features/alpha/index.ts": "export const alpha = () => 1;\n",
      "src/server/lib/helper.ts":
        'import { alpha } from "../features/alpha/index";\nexport const helper = () => alpha();\n',
    });
    expect(ruleNames(violations)).toEqual(["server-infrastructure-below-features"]);
  });
});
