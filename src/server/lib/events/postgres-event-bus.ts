import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "../../db/schema";
import type { LiveEventBus } from "./event-bus";
import { createRelayedEventBus } from "./relayed-event-bus";

/** The NOTIFY channel of the default schema; other schemas (tests) get their own. */
export const POSTGRES_EVENTS_CHANNEL = "gamehub_events";
const RECONNECT_DELAY_MS = 2_000;

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * Live events across every server process on one PostgreSQL database: `pg_notify` publishes
 * through the app's pool, and one dedicated connection per process LISTENs and hands what
 * arrives to this process's subscribers. A lost listening connection is reopened; events sent
 * while it was away are not replayed (pages read the state again when they load).
 */
export async function createPostgresEventBus(options: {
  db: Kysely<Database>;
  connectionString: string;
  log: Logger;
}): Promise<LiveEventBus> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    options.db,
  );
  const schema = rows[0]?.schema ?? "public";
  // Apps in other schemas of the same database (parallel test runs) must not hear each other.
  const channel =
    schema === "public" ? POSTGRES_EVENTS_CHANNEL : `${POSTGRES_EVENTS_CHANNEL}_${schema}`;
  const bus = createRelayedEventBus(async (message) => {
    await sql`select pg_notify(${channel}, ${message})`.execute(options.db);
  });

  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      // Named per schema, so an operator (or a test) can tell the listeners apart.
      application_name: schema === "public" ? "gamehub-events" : `gamehub-events-${schema}`,
      keepAlive: true,
    });
    next.on("notification", (notification) => {
      if (notification.channel === channel && notification.payload)
        bus.receive(notification.payload);
    });
    const reopen = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (closed) return;
      options.log.warn({ err: error }, "live events: listening connection lost; reconnecting");
      scheduleRetry();
    };
    next.on("error", reopen);
    next.on("end", () => reopen());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      reopen(error as Error);
    }
  };
  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void listen(), RECONNECT_DELAY_MS);
    retryTimer.unref();
  };

  await listen();
  return {
    publish: bus.publish,
    subscribe: bus.subscribe,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
      await bus.close();
    },
  };
}
