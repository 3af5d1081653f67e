import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after registerRouteTable, for the permission test's walk. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it is added (call before registering the features). */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate("routeTable", routes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== "HEAD") routes.push({ method, url: route.url });
    }
  });
}
