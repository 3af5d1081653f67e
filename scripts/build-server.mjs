// Bundles the server's TypeScript (and the shared schemas it imports) into dist/server/main.js.
// npm packages stay external: they are loaded from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: [
    "src/server/main.ts",
    "src/server/cli/seed-cli.ts",
    "src/server/cli/user-cli.ts",
    "src/server/cli/mail-cli.ts",
    "src/server/cli/db-backup-cli.ts",
    "src/server/cli/db-restore-cli.ts",
    "src/server/cli/db-copy-cli.ts",
  ],
  outdir: "dist/server",
  outbase: "src/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("server bundle written to dist/server");
