import { Redis } from "ioredis";
import { redisNamespace } from "../redis-namespace";
import type { LiveEventBus } from "./event-bus";
import { createRelayedEventBus } from "./relayed-event-bus";

export const REDIS_EVENTS_CHANNEL = "gamehub:events";

/** The channel of one site's processes (see redisNamespace). */
export function redisEventsChannel(databaseUrl: string | undefined): string {
  return `${REDIS_EVENTS_CHANNEL}:${redisNamespace(databaseUrl)}`;
}

/**
 * Live events across every server process through Redis pub/sub (when REDIS_URL is set): one
 * connection publishes, one subscribes (a subscribing Redis connection can do nothing else).
 * ioredis reconnects and subscribes again on its own after an outage.
 */
export async function createRedisEventBus(
  redisUrl: string,
  channel = REDIS_EVENTS_CHANNEL,
): Promise<LiveEventBus> {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl);
  // Failed publishes are dropped by the relay; without listeners ioredis prints every retry.
  publisher.on("error", () => {});
  subscriber.on("error", () => {});
  const bus = createRelayedEventBus(async (message) => {
    await publisher.publish(channel, message);
  });
  subscriber.on("message", (from: string, message: string) => {
    if (from === channel) bus.receive(message);
  });
  try {
    await subscriber.subscribe(channel);
  } catch {
    // Redis is down at start: ioredis subscribes when it comes back; until then, local only.
  }
  return {
    publish: bus.publish,
    subscribe: bus.subscribe,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
      await bus.close();
    },
  };
}
