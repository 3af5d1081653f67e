import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import { isPublicAddress } from "./address-policy";

export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
export const REMOTE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const REMOTE_IMAGE_MAX_REDIRECTS = 3;

export class RemoteFetchError extends Error {
  override name = "RemoteFetchError";
}

export interface RemoteFetchOptions {
  /** Allow loopback, private and link-local addresses (tests only). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/**
 * Downloads a URL's body for the remote-image copier, guarded against server-side request
 * forgery and slow or huge answers:
 * - every address a host name resolves to must be public (a custom `lookup`, so the address
 *   checked is the one connected to: no second lookup that a rebinding DNS server could answer
 *   differently), and the connected socket's peer address is checked again;
 * - at most 3 redirects, each target checked the same way; http and https only;
 * - one deadline for the whole chain (10 s) and a size limit counted as bytes arrive.
 */
export async function fetchRemoteBytes(url: string, options: RemoteFetchOptions): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? REMOTE_IMAGE_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new RemoteFetchError(`timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    let current = parseHttpUrl(url);
    for (let redirects = 0; ; redirects++) {
      const response = await request(current, options, controller.signal);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new RemoteFetchError(`redirect ${status} without a location`);
        if (redirects >= maxRedirects) {
          throw new RemoteFetchError(`more than ${maxRedirects} redirects`);
        }
        current = parseHttpUrl(new URL(location, current).href);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteFetchError(`HTTP ${status}`);
      }
      return await readBody(response, options.maxBytes ?? REMOTE_IMAGE_MAX_BYTES);
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemoteFetchError("not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new RemoteFetchError(`refused protocol ${url.protocol}`);
  }
  if (url.username || url.password) throw new RemoteFetchError("refused credentials in URL");
  return url;
}

function refusal(address: string): RemoteFetchError {
  return new RemoteFetchError(`refused non-public address ${address}`);
}

/** dns.lookup, failing when any address of the name is not public. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const denied = allowPrivate
        ? undefined
        : addresses.find((entry) => !isPublicAddress(entry.address));
      if (denied) return callback(refusal(denied.address), "", 0);
      if (addresses.length === 0) {
        return callback(new RemoteFetchError(`no address for ${hostname}`), "", 0);
      }
      if (lookupOptions.all) {
        return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, addresses);
      }
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function request(url: URL, options: RemoteFetchOptions, signal: AbortSignal) {
  // A literal address in the URL is never looked up, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(refusal(host));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = client.get(
      url,
      {
        lookup: checkedLookup(options.allowPrivate),
        signal,
        // No connection reuse: every request is checked from its own connect.
        agent: false,
        headers: {
          accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1",
          "user-agent": "GameHub image fetcher",
        },
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.on("socket", (socket: Socket) => {
      socket.once("connect", () => {
        const peer = socket.remoteAddress ?? "";
        if (!options.allowPrivate && !isPublicAddress(peer)) outgoing.destroy(refusal(peer));
      });
    });
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    return Promise.reject(new RemoteFetchError(`larger than ${maxBytes} bytes (${declared})`));
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        // Rejected first, so the close that follows cannot report a different reason.
        reject(new RemoteFetchError(`larger than ${maxBytes} bytes`));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", reject);
    response.on("close", () => {
      if (!response.complete) reject(new RemoteFetchError("connection closed early"));
    });
  });
}
