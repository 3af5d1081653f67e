import type { ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isSuspensionActive, suspendedAccountMessage } from "../../../shared/admin-users";
import { queryIdSchema } from "../../../shared/ids";
import type { LiveEvent } from "../../../shared/notifications";
import type { AppContext } from "../../app-context";
import { threadChannel, userChannel } from "../../lib/events/event-bus";
import { TooManyRequestsError } from "../../lib/http-error";
import { errorReplySchema } from "../../plugins/error-handler";
import { countUnread } from "../notifications";
import { findLiveSession, findSuspendedSession } from "../sessions";

/** Proxies and browsers drop a silent connection after a minute or two; a comment keeps it. */
export const HEARTBEAT_MS = 25_000;
/** Open streams one address may hold (a browser with many tabs stays well below). */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** A reader that stops reading is cut off instead of growing the server's memory. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/**
 * Reconnection delay sent to open streams when this process shuts down: short, so browsers
 * come back at once through the proxy to another process, and spread over a second so they
 * do not all arrive together.
 */
const SHUTDOWN_RETRY_MS = { min: 250, spread: 1000 };

const eventsQuerySchema = z.object({
  threadId: queryIdSchema("threadId must be a number").optional(),
});

/**
 * GET /api/events: Server-Sent Events. New replies of the discussion named by ?threadId=, and
 * for a signed-in member their unread count (sent once on connect, then on every change).
 * Anyone may listen: the events carry ids and counts, never content.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const open = new Set<(retryMs?: number) => void>();
  const perAddress = new Map<string, number>();

  // Streams never become idle, so the server's close would wait for them forever: end them
  // before it closes (preClose runs before Fastify closes the HTTP server), each with a short
  // retry hint.
  app.addHook("preClose", async () => {
    for (const end of [...open]) {
      end(SHUTDOWN_RETRY_MS.min + Math.floor(Math.random() * SHUTDOWN_RETRY_MS.spread));
    }
  });

  app.get(
    "/api/events",
    {
      // A HEAD request would hold a stream open with nothing to send.
      exposeHeadRoute: false,
      schema: {
        querystring: eventsQuerySchema,
        response: { 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const address = request.ip;
      const held = perAddress.get(address) ?? 0;
      if (held >= MAX_STREAMS_PER_ADDRESS)
        throw new TooManyRequestsError(
          5,
          "Too many open live connections from this address. Close some tabs and try again.",
        );
      perAddress.set(address, held + 1);

      const response: ServerResponse = reply.raw;
      reply.hijack();
      response.writeHead(200, {
        // The security headers set by earlier hooks, which a hijacked reply does not send.
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // nginx and similar proxies buffer replies unless told not to.
        "x-accel-buffering": "no",
      });
      // Tells EventSource how long to wait before reconnecting after a drop.
      response.write("retry: 5000\n\n");

      const unsubscribers: (() => void)[] = [];
      let ended = false;
      /** Ends the stream; `retryMs` (shutdown) tells the browser when to reconnect. */
      const end = (retryMs?: number) => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribers) unsubscribe();
        open.delete(end);
        app.metrics.eventStreamClients.dec();
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
        if (retryMs !== undefined && !response.writableEnded) {
          response.write(`retry: ${retryMs}\n\n`);
          // The connection closes too: kept alive, it would hold the server's close open.
          const socket = response.socket;
          response.end(() => socket?.end());
          return;
        }
        response.end();
      };
      const write = (text: string) => {
        if (ended) return;
        if (response.writableLength > MAX_BUFFERED_BYTES) {
          end();
          return;
        }
        response.write(text);
      };
      const send = (event: LiveEvent) =>
        write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

      open.add(end);
      app.metrics.eventStreamClients.inc();
      // The response's close, not the request's: a request "closes" once its body is read.
      response.on("close", () => end());
      response.on("error", () => end());
      const user = request.auth?.user;
      const session = request.auth?.session;
      /**
       * A member's stream lives as long as the session it was opened with: when that session
       * has ended (sign-out everywhere, suspension, deletion) the page is told so and the
       * stream ends, instead of carrying the member's events to a signed-out browser.
       */
      let checking = false;
      const endIfSignedOut = async () => {
        if (!session || checking || ended) return;
        checking = true;
        try {
          const now = context.now();
          const found = await findLiveSession(context.db, session.tokenHash, now);
          if (
            found &&
            found.session.id === session.id &&
            !isSuspensionActive(found.user.suspendedUntil, now)
          )
            return;
          const suspension = await findSuspendedSession(context.db, session.tokenHash, now);
          const message =
            suspension?.suspendedUntil && isSuspensionActive(suspension.suspendedUntil, now)
              ? suspendedAccountMessage(suspension.suspendedUntil, suspension.suspensionReason)
              : null;
          send({ type: "signed-out", message });
          end();
        } catch {
          // The database is out of reach: the next heartbeat checks again.
        } finally {
          checking = false;
        }
      };
      const heartbeat = setInterval(() => {
        write(": keep-alive\n\n");
        // A missed announcement (another process's bus dropped it) is caught here.
        void endIfSignedOut();
      }, HEARTBEAT_MS);
      heartbeat.unref();

      const threadId = request.query.threadId;
      if (threadId !== undefined) {
        unsubscribers.push(
          context.events.subscribe(threadChannel(threadId), (event) => {
            if (event.type === "reply") send(event);
          }),
        );
      }
      if (user) {
        // Subscribed before the count is read, so no change between the two is missed; a
        // change that arrives first is newer than the count read, which is then not sent.
        let changed = false;
        unsubscribers.push(
          context.events.subscribe(userChannel(user.id), (event) => {
            if (event.type === "sessions-ended") void endIfSignedOut();
            if (event.type !== "unread") return;
            changed = true;
            send(event);
          }),
        );
        try {
          const unreadCount = await countUnread(context.db, user.id);
          if (!changed) send({ type: "unread", unreadCount });
        } catch {
          // The bell keeps the count it read itself; the next change arrives live.
        }
      }
    },
  );
};
