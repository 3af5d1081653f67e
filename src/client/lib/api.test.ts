import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, getJson, ReplyShapeError } from "./api";

function replyWith(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const schema = z.object({
  name: z.string(),
  level: z.number().int().catch(1),
});

describe("getJson(url, schema)", () => {
  it("returns the reply as the schema reads it, fallbacks included", async () => {
    replyWith(200, { name: "ace", level: "high", extra: true });
    await expect(getJson("/api/x", schema)).resolves.toEqual({ name: "ace", level: 1 });
  });

  it("throws ReplyShapeError when the schema refuses the reply", async () => {
    replyWith(200, { level: 3 });
    const error = await getJson("/api/x", schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReplyShapeError);
    expect((error as ReplyShapeError).message).toBe("Unexpected reply from /api/x");
  });

  it("turns a non-ok answer into an ApiError with the status, before any parsing", async () => {
    replyWith(404, { error: "Post not found" });
    const error = await getJson("/api/x", schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe("Post not found");
  });

  it("sends cookies with the request", async () => {
    replyWith(200, { name: "ace", level: 2 });
    await getJson("/api/x", schema);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      "/api/x",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
  });
});
