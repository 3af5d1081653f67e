import { z } from "zod";
import { liveEventSchema } from "../../../shared/notifications";

/**
 * Where live events go: `thread:<id>` (new replies in a discussion) and `user:<id>` (a
 * member's unread count). Publish after the transaction that caused the event has committed.
 *
 * This in-process bus is the SQLite setup's; with several server processes the bus also
 * carries each event to the others (PostgreSQL LISTEN/NOTIFY, or Redis when REDIS_URL is set).
 */
/**
 * Between server processes only, on a channel no browser stream subscribes to: a cache kept in
 * each process was cleared by a write in one of them (see cache-invalidation.ts).
 */
export const cacheClearedEventSchema = z.object({
  type: z.literal("cache-cleared"),
  cache: z.string(),
});
/**
 * Between server processes only, on the member's `user:<id>` channel: some of their sessions
 * ended (sign-out everywhere, suspension, deletion, a password or 2FA change). Every process
 * checks the session of each stream it holds for that member and ends those no longer live.
 */
export const sessionsEndedEventSchema = z.object({ type: z.literal("sessions-ended") });
/** What the bus carries: the browsers' live events and the processes' own messages. */
export const busEventSchema = z.union([
  liveEventSchema,
  cacheClearedEventSchema,
  sessionsEndedEventSchema,
]);
export type BusEvent = z.infer<typeof busEventSchema>;
export type LiveEventListener = (event: BusEvent) => void;

export interface LiveEventBus {
  publish(channel: string, event: BusEvent): void;
  /** Returns the function that stops listening. */
  subscribe(channel: string, listener: LiveEventListener): () => void;
  close(): Promise<void>;
}

export const threadChannel = (threadId: number) => `thread:${threadId}`;
export const userChannel = (userId: number) => `user:${userId}`;

/** Call after the transaction that ended sessions of the member has committed. */
export function announceSessionsEnded(events: LiveEventBus, userId: number): void {
  events.publish(userChannel(userId), { type: "sessions-ended" });
}

export function createInProcessEventBus(): LiveEventBus & {
  /** Delivers to this process's listeners only (what a message from another process calls). */
  deliver(channel: string, event: BusEvent): void;
} {
  const listeners = new Map<string, Set<LiveEventListener>>();
  const deliver = (channel: string, event: BusEvent) => {
    for (const listener of listeners.get(channel) ?? []) listener(event);
  };
  return {
    deliver,
    publish: deliver,
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    close: async () => listeners.clear(),
  };
}
