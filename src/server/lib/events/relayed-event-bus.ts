import { randomUUID } from "node:crypto";
import {
  type BusEvent,
  busEventSchema,
  createInProcessEventBus,
  type LiveEventBus,
} from "./event-bus";

/** The relay's wire format: which process sent it, to which channel, and the event. */
interface RelayedMessage {
  origin: string;
  channel: string;
  event: BusEvent;
}

/**
 * How a bus shared by several processes works: an event reaches this process's listeners at
 * once, and travels over `send` to the others, which hand it to `receive`. A process ignores
 * its own messages coming back, so nobody gets an event twice, and a broken relay loses only
 * the other processes' copies.
 */
export function createRelayedEventBus(send: (message: string) => Promise<void>): LiveEventBus & {
  /** Called with every message the relay brings (including this process's own). */
  receive(message: string): void;
} {
  const local = createInProcessEventBus();
  const origin = randomUUID();
  return {
    subscribe: local.subscribe,
    close: local.close,
    publish(channel, event) {
      local.deliver(channel, event);
      const message: RelayedMessage = { origin, channel, event };
      send(JSON.stringify(message)).catch(() => {
        // Other processes miss this push; their pages read the state again on the next load.
      });
    },
    receive(message) {
      let parsed: Partial<RelayedMessage>;
      try {
        parsed = JSON.parse(message) as Partial<RelayedMessage>;
      } catch {
        return;
      }
      if (parsed.origin === origin || typeof parsed.channel !== "string") return;
      const event = busEventSchema.safeParse(parsed.event);
      if (event.success) local.deliver(parsed.channel, event.data);
    },
  };
}
