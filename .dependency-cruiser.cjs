/**
 * The import rules of the tree (see docs/architecture.md). `npm run lint` runs them and fails on
 * any error.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-file-cycle",
      severity: "error",
      comment: "Two files import each other, directly or through others: one of them holds something that belongs lower down.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      scope: "folder",
      comment: "Two folders import each other: move what both need into lib/ (or components/), or invert the dependency with a registered source.",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$|/test/|/acceptance/" },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
