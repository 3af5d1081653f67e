import type { Kysely } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import { createInProcessEventBus, type LiveEventBus } from "./event-bus";
import { createPostgresEventBus } from "./postgres-event-bus";
import { createRedisEventBus, redisEventsChannel } from "./redis-event-bus";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's live-event bus (also `context.events`), for tools and tests that publish. */
    liveEvents: LiveEventBus;
  }
}

/**
 * The app's live-event bus: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY on
 * PostgreSQL (every process of one site shares its database), otherwise this process only
 * (SQLite allows one server process).
 */
export function createEventBus(options: {
  engine: Engine;
  db: Kysely<Database>;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  log: { warn(details: object, message: string): void };
}): Promise<LiveEventBus> {
  if (options.redisUrl) {
    return createRedisEventBus(options.redisUrl, redisEventsChannel(options.databaseUrl));
  }
  if (options.engine === "postgres" && options.databaseUrl)
    return createPostgresEventBus({
      db: options.db,
      connectionString: options.databaseUrl,
      log: options.log,
    });
  return Promise.resolve(createInProcessEventBus());
}
