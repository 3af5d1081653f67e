// The ceiling of the benchmark: a bare Fastify server answering a constant JSON body.
// Whatever the real server does per request is measured as a fraction of this.
import Fastify from "fastify";

const app = Fastify({ logger: false });
const body = { ok: true };
app.get("/", async () => body);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
