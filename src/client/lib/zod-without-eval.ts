/**
 * The site's Content-Security-Policy forbids eval. zod compiles fast object parsers with
 * `new Function`, and its probe for whether that is allowed is itself reported as a CSP
 * violation in the browser's Issues panel (Lighthouse's "inspector-issues"). In the browser it
 * parses without compiling (zod's `jitless` setting).
 *
 * zod reads its settings from `globalThis.__zod_globalConfig` when it loads, and probes when
 * the first object schema is built, so main.tsx imports this module before anything else.
 * Setting the object here rather than calling zod's `config()` keeps zod out of the first view
 * of pages that parse nothing (it would add 3.8 KB to `/`). The hydration browser test fails if
 * the probe comes back.
 */
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
