import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Defence in depth: a strict Content-Security-Policy (scripts only from this site, no inline
 * script), no framing by other sites, no MIME sniffing. Styles allow inline attributes because
 * the UI library positions popovers with them.
 *
 * Three of helmet's defaults are left out, because only browsers nobody uses read them and each
 * header is work on every reply (Node checks and writes it: about a microsecond each, a few
 * percent of a cached page): X-Download-Options (Internet Explorer 8), X-XSS-Protection: 0
 * (it turned off an XSS filter that every browser has since removed) and
 * X-Permitted-Cross-Domain-Policies (Flash's cross-domain files; the site serves none).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const isHttps = publicUrl.startsWith("https://");
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiling (not JavaScript eval): the retro arcade's DOS emulator is wasm.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images only from this site: remote pictures named by posts are copied and served
        // from /media/ (features/media), so no other host is ever allowed here.
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        // The arcade asks the Internet Archive whether it answers before showing its player
        // (a frame that cannot load shows only the browser's error page). No new way out: the
        // frames below may already load any archive.org address.
        connectSrc: ["'self'", "https://archive.org"],
        // The captcha widget solves its proof of work in Web Workers served by the site itself.
        workerSrc: ["'self'"],
        mediaSrc: ["'self'"],
        // The retro arcade's classics play in the Internet Archive's player.
        frameSrc: ["'self'", "https://archive.org"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; on plain http it would only confuse local use.
    strictTransportSecurity: isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets, read once from a stand-in response: with no per-request parts (no
 * nonces), they are the same for every reply. Working them out on each request (as
 * @fastify/helmet did, parsing every directive again) cost about a tenth of a cached page.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
