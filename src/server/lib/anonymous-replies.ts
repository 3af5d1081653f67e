import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { onCacheCleared, PUBLIC_CONTENT_CACHES } from "./events/cache-invalidation";
import type { LiveEventBus } from "./events/event-bus";
import { SESSION_COOKIE } from "./session-cookie";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Replies smaller than this go uncompressed, as the compression plugin's threshold does. */
const COMPRESS_FROM_BYTES = 1024;
/** Enough for every list address of the site; odd query strings cannot grow it past this. */
const MAX_ENTRIES = 500;
const MAX_REMEMBERED_HEADERS = 100;

interface KeptReply {
  json: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  /** Epoch ms after which the reply is not used. */
  validUntil: number;
}

type Encoding = "br" | "gzip" | "identity";

/**
 * The public list APIs' replies to visitors without a session, kept as bytes (JSON, gzip and
 * Brotli) for as long as the anonymous page cache keeps a page (PAGE_CACHE_SECONDS; 0 turns
 * both off): every visitor of a list asks the same question, and answering it cost a query or
 * several, checking the reply against its schema, writing it as JSON and compressing it, each
 * time. A kept reply costs a lookup and a write of ready bytes.
 *
 * Fresh as the cached pages that show the same lists: every successful write to public
 * content through the API clears it in every server process (PUBLIC_CONTENT_CACHES, the
 * signal that drops the page cache), before the writer's reply goes out; a read that started
 * before a clear does not keep what it read. What changes without a write through the API
 * (a job's news refresh, a stream going live, view counts) shows within the kept time.
 * Members (a session cookie) always get a fresh reply: some lists carry their own votes.
 */
export class AnonymousReplies {
  readonly #entries = new Map<string, KeptReply>();
  readonly #encodingByHeader = new Map<string, Encoding>();
  readonly #byObject = new WeakMap<object, KeptReply>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  /** Bumped by every clear: what was read before it is not kept. */
  #generation = 0;

  constructor(pageCacheSeconds: number, events: LiveEventBus, now: () => number = Date.now) {
    this.#ttlMs = pageCacheSeconds * 1000;
    this.#now = now;
    if (this.#ttlMs > 0) onCacheCleared(events, PUBLIC_CONTENT_CACHES, () => this.clear());
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /**
   * A route's onRequest hook: a visitor's request answered from a kept reply, before its query
   * is parsed or its handler runs (a kept address was a valid one).
   */
  readonly answerKept = async (request: FastifyRequest, reply: FastifyReply) => {
    if (this.#ttlMs <= 0 || request.cookies[SESSION_COOKIE]) return;
    const kept = this.#entries.get(request.url);
    if (kept === undefined) return;
    if (kept.validUntil <= this.#now()) {
      this.#entries.delete(request.url);
      return;
    }
    return this.#sendKept(request, reply, kept);
  };

  /**
   * Sends what `read` answers, checked against `schema` and written once; for a visitor it is
   * also kept for the next ones. Use with `answerKept` as the route's onRequest hook.
   */
  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    read: () => Promise<z.input<S>>,
  ): Promise<FastifyReply> {
    const generation = this.#generation;
    const json = Buffer.from(JSON.stringify(schema.parse(await read())));
    if (this.#ttlMs <= 0 || request.cookies[SESSION_COOKIE]) {
      return reply.type("application/json; charset=utf-8").send(json);
    }
    const kept = await encode(json, this.#now() + this.#ttlMs);
    if (generation === this.#generation) this.#keep(request.url, kept);
    return this.#sendKept(request, reply, kept);
  }

  /**
   * Sends `value`, a reply object its topic reuses for every visitor (the blog's anonymous
   * lists): checked, written and compressed once per object, however many visitors it serves.
   */
  async sendShared<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    value: z.input<S> & object,
  ): Promise<FastifyReply> {
    if (this.#ttlMs <= 0 || request.cookies[SESSION_COOKIE]) {
      const json = JSON.stringify(schema.parse(value));
      return reply.type("application/json; charset=utf-8").send(json);
    }
    let kept = this.#byObject.get(value);
    if (kept === undefined) {
      kept = await encode(
        Buffer.from(JSON.stringify(schema.parse(value))),
        Number.POSITIVE_INFINITY,
      );
      this.#byObject.set(value, kept);
    }
    return this.#sendKept(request, reply, kept);
  }

  #keep(url: string, kept: KeptReply): void {
    this.#entries.delete(url);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(url, kept);
  }

  /**
   * A kept reply in the encoding the client takes (the compression plugin leaves a reply that
   * names its encoding alone).
   */
  #sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptReply) {
    reply.type("application/json; charset=utf-8").header("Vary", "Accept-Encoding");
    const encoding = kept.gzip ? this.#encodingOf(request.headers["accept-encoding"]) : "identity";
    if (encoding === "br" && kept.brotli) {
      return reply.header("Content-Encoding", "br").send(kept.brotli);
    }
    if (encoding === "gzip" && kept.gzip) {
      return reply.header("Content-Encoding", "gzip").send(kept.gzip);
    }
    return reply.send(kept.json);
  }

  /**
   * Brotli when accepted, else gzip, else none; an encoding listed with q=0 is refused.
   * Browsers send a handful of distinct headers, so each is read once and its answer kept.
   */
  #encodingOf(acceptEncoding: string | undefined): Encoding {
    if (!acceptEncoding) return "identity";
    let encoding = this.#encodingByHeader.get(acceptEncoding);
    if (encoding === undefined) {
      const accepted = new Set<string>();
      for (const part of acceptEncoding.split(",")) {
        const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
        const quality = parameters.find((parameter) => parameter.trim().startsWith("q="));
        if (quality && Number(quality.trim().slice(2)) === 0) continue;
        accepted.add(name.trim());
      }
      encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
      // Bounded: a client sending a new header on every request cannot make it grow.
      if (this.#encodingByHeader.size >= MAX_REMEMBERED_HEADERS) this.#encodingByHeader.clear();
      this.#encodingByHeader.set(acceptEncoding, encoding);
    }
    return encoding;
  }
}

/** A reply's JSON with its compressed copies (none under the compression threshold). */
async function encode(json: Buffer, validUntil: number): Promise<KeptReply> {
  const isSmall = json.length < COMPRESS_FROM_BYTES;
  const [gzipped, brotli] = isSmall
    ? [null, null]
    : await Promise.all([
        gzipAsync(json, { level: 6 }),
        brotliAsync(json, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        }),
      ]);
  return { json, gzip: gzipped, brotli, validUntil };
}
