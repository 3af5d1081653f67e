import { config } from "zod/v4/core";

/**
 * The site's Content-Security-Policy forbids eval. zod compiles fast object parsers with
 * `new Function`, and its probe for whether that is allowed is itself reported as a CSP
 * violation in the browser's Issues panel (Lighthouse's "inspector-issues"). In the browser
 * it parses without compiling. The probe runs when the first object schema is built, so
 * main.tsx imports this module before anything that builds one.
 */
config({ jitless: true });
