import { request as httpRequest, type IncomingMessage } from "node:http";

/** One Server-Sent Events connection read as text blocks, as a browser's EventSource would. */
export interface TestEventStream {
  response: IncomingMessage;
  /** The next block (`event: ...\ndata: ...`), skipping comments and the retry line. */
  nextEvent(timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<TestEventStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { accept: "text/event-stream", ...headers } });
    request.on("error", reject);
    request.on("response", (response) => {
      response.setEncoding("utf8");
      let buffer = "";
      const blocks: string[] = [];
      let waiting: (() => void) | undefined;
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          blocks.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
        waiting?.();
      });
      const ended = new Promise<void>((done) => {
        response.on("end", done);
        response.on("close", done);
      });
      const takeEvent = () => {
        while (blocks.length > 0) {
          const block = blocks.shift() as string;
          const lines = block.split("\n");
          const event = lines.find((line) => line.startsWith("event: "));
          const data = lines.find((line) => line.startsWith("data: "));
          if (event && data)
            return { event: event.slice(7), data: JSON.parse(data.slice(6)) as unknown };
        }
        return undefined;
      };
      resolve({
        response,
        ended,
        close: () => request.destroy(),
        nextEvent: (timeoutMs = 5_000) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error("no event in time")), timeoutMs);
            const check = () => {
              const next = takeEvent();
              if (!next) return;
              clearTimeout(timer);
              waiting = undefined;
              found(next);
            };
            waiting = check;
            check();
          }),
      });
    });
    request.end();
  });
}
