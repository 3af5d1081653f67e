import type { FastifyInstance, InjectOptions } from "fastify";
import type { User } from "../../shared/auth";

let counter = 0;
/** A fresh, valid identity for each test user. */
export function newIdentity(prefix = "player") {
  counter += 1;
  // Separators keep the parts apart: "12" + "3" and "1" + "23" must not read the same.
  const suffix = `${process.pid}_${counter}_${Math.floor(Math.random() * 1000)}`;
  return {
    username: `${prefix}_${suffix}`.slice(0, 30),
    email: `${prefix}.${suffix}@example.com`,
    password: "Str0ngPass!",
  };
}

/**
 * A browser-like client: keeps the session cookie between requests, as a browser would.
 */
export class AccountClient {
  cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = "127.0.0.1",
  ) {}

  async request(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      payload: payload as InjectOptions["payload"],
      remoteAddress: this.ip,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
    const setCookie = response.cookies.find((cookie) => cookie.name === "gamehub_session");
    if (setCookie) this.cookie = setCookie.value ? `gamehub_session=${setCookie.value}` : undefined;
    return response;
  }

  post(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", url, payload, headers);
  }

  get(url: string) {
    return this.request("GET", url);
  }

  async register(identity = newIdentity()): Promise<User & { password: string }> {
    const response = await this.post("/api/register", identity);
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    return { ...response.json<User>(), password: identity.password };
  }

  async login(username: string, password: string, rememberMe = false) {
    return this.post("/api/login", { username, password, rememberMe });
  }
}
