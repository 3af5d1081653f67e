import { randomBytes } from "node:crypto";

/** What one request answered, read once so a test can look at it as often as it likes. */
export interface HttpReply {
  status: number;
  headers: Headers;
  /** The `x-served-by` header the cluster's nginx adds ("app-1"...); "" from one server. */
  servedBy: string;
  retryAfter: string | null;
  text: string;
  json<T>(): T;
}

/**
 * A client with a cookie jar of one session, as a browser tab is: plain HTTP to a base URL,
 * so the same tests run against one server or a proxy in front of several. It sends no
 * Origin (the server's cross-site guard lets such requests through, as for curl) and no
 * X-Forwarded-For: only the cluster's proxy is trusted to name the client's address.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  /** A second tab holding the same cookies: it shows what the server does with an old session. */
  clone(): Browser {
    const copy = new Browser(this.base);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  get(path: string): Promise<HttpReply> {
    return this.request("GET", path);
  }

  post(path: string, body?: unknown): Promise<HttpReply> {
    return this.request("POST", path, body);
  }

  async request(method: string, path: string, body?: unknown): Promise<HttpReply> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) this.keep(setCookie);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      servedBy: response.headers.get("x-served-by") ?? "",
      retryAfter: response.headers.get("retry-after"),
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  /** A cookie the server clears (empty, Max-Age=0 or an expiry in the past) leaves the jar. */
  private keep(setCookie: string): void {
    const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const isCleared =
      value === "" ||
      attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.split("=");
        if (key.toLowerCase() === "max-age") return Number(setting) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(setting) <= Date.now();
        return false;
      });
    if (isCleared) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** A new member's sign-up details, unique on every call so a suite can run twice on one database. */
export function identity(prefix = "ac") {
  const suffix = randomBytes(5).toString("hex");
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}_${suffix}@example.com`,
    password: "Str0ngPass!",
  };
}

/**
 * A word no seeded or earlier content holds, for finding one's own writes by search. Letters
 * only, so full-text search reads it as one plain word.
 */
export function uniqueWord(prefix = "zq"): string {
  const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  return `${prefix}${letters.join("")}`;
}
