import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { RenderedPage, RenderRequest } from "../../../client/entry-server";
import { SESSION_COOKIE } from "../../lib/session-cookie";
import { createApiTransport } from "./api-transport";

type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/**
 * Renders pages with the client's own components (the server half of the client, built by
 * Vite). Loaded once at start; when it is missing (no build) or fails to load, pages go out
 * as the bare shell and the browser draws them, as before server rendering.
 */
export interface PageRenderer {
  render(request: FastifyRequest, url: string): Promise<RenderedPage | null>;
}

export async function loadPageRenderer(
  app: FastifyInstance,
  ssrEntry: string | undefined,
  log: FastifyBaseLogger,
): Promise<PageRenderer> {
  const renderPage = ssrEntry ? await importRenderer(ssrEntry, log) : undefined;
  return {
    async render(request, url) {
      if (!renderPage) return null;
      try {
        const fetchApi = createApiTransport(app, request);
        const user = await readSignedInUser(request, fetchApi);
        const page = await renderPage({ url, fetchApi, user });
        for (const error of page.errors) log.error({ err: error, url }, "page component failed");
        return page;
      } catch (error) {
        // The shell still goes out; the browser draws the page and shows its own error view.
        log.error({ err: error, url }, "page render failed");
        return null;
      }
    },
  };
}

async function importRenderer(
  ssrEntry: string,
  log: FastifyBaseLogger,
): Promise<RenderPage | undefined> {
  try {
    const module = (await import(pathToFileURL(ssrEntry).href)) as { renderPage?: RenderPage };
    if (typeof module.renderPage !== "function") throw new Error("no renderPage export");
    return module.renderPage;
  } catch (error) {
    log.warn(
      { err: error },
      `Pages are not rendered on the server (${ssrEntry} did not load): run "npm run build"`,
    );
    return undefined;
  }
}

/**
 * The signed-in user, as GET /api/user answers it, written into the page so the browser never
 * asks first. Without a session cookie nobody is signed in and no request is made.
 */
async function readSignedInUser(
  request: FastifyRequest,
  fetchApi: ReturnType<typeof createApiTransport>,
): Promise<unknown> {
  if (!hasSessionCookie(request)) return null;
  const reply = await fetchApi("/api/user", { method: "GET" });
  return reply.ok ? await reply.json() : null;
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE]);
}
