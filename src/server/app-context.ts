import type { Kysely } from "kysely";
import type { AppConfig } from "./config";
import type { Engine } from "./db/database";
import type { Database } from "./db/schema";
import type { LiveEventBus } from "./lib/events/event-bus";

/** What every feature module receives: the configuration and the database. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  engine: Engine;
  pingDatabase(): Promise<void>;
  /** The current time; tests move it to check expiries and windows. */
  now(): Date;
  /** Live events (new replies, unread counts) for the Server-Sent Events stream. */
  events: LiveEventBus;
}
