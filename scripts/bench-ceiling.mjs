// The ceiling of the benchmark: a bare Fastify server answering a constant JSON body.
// Whatever the real server does per request is measured as a fraction of this.
// With PAYLOAD_FILE it answers that file's bytes instead, as gzip-encoded HTML: the ceiling of
// a reply that size (a cached page sends tens of kilobytes, not a dozen bytes).
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const app = Fastify({ logger: false });
const body = { ok: true };
const payload = process.env.PAYLOAD_FILE ? readFileSync(process.env.PAYLOAD_FILE) : undefined;
app.get("/", async (_request, reply) =>
  payload
    ? reply.header("content-encoding", "gzip").type("text/html; charset=utf-8").send(payload)
    : body,
);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
