/**
 * The import rules of the tree (see docs/architecture.md). `npm run lint` runs them and fails on
 * any error. Type-only imports are not followed (`tsPreCompilationDeps: false`): they vanish at
 * build time, so they cannot form a cycle at run time.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      // A cycle makes load order matter and lets no part be understood (or tested) alone.
      name: "no-file-cycle",
      severity: "error",
      comment:
        "Two files import each other, directly or through others: one of them holds something that belongs lower down.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      // The same between folders: a feature folder is a unit, so two of them must not lean on each other.
      name: "no-folder-cycle",
      severity: "error",
      scope: "folder",
      comment:
        "Two folders import each other: move what both need into lib/ (or components/), or invert the dependency with a registered source.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      // A server feature's index.ts is its public face; the other files are its own business.
      name: "server-feature-through-index",
      severity: "error",
      comment: "A server feature imports another feature only through that feature's index.ts.",
      from: { path: "^src/server/features/([^/]+)/" },
      to: {
        path: "^src/server/features/",
        pathNot: "^src/server/features/($1/|[^/]+/index\\.ts$)",
      },
    },
    {
      // Infrastructure sits below every feature: it is told about features (registered sources,
      // hooks), it never reaches up to them.
      name: "server-infrastructure-below-features",
      severity: "error",
      comment:
        "src/server/lib, db and plugins never import a feature: invert the dependency (a registered source or hook) or move the code into the feature.",
      from: { path: "^src/server/(lib|db|plugins)/" },
      to: { path: "^src/server/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$|/test/|/acceptance/" },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
