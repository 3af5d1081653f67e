import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Defence in depth: a strict Content-Security-Policy (scripts only from this site, no inline
 * script), no framing by other sites, no MIME sniffing. Styles allow inline attributes because
 * the UI library positions popovers with them.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const isHttps = publicUrl.startsWith("https://");
  // Built once: the policy is the same for every reply. (@fastify/helmet built it again on
  // every request, parsing each directive, which cost about a tenth of a cached page's time.)
  const setSecurityHeaders = helmet({
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
        connectSrc: ["'self'"],
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
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
