import { describe, expect, it } from "vitest";
import { ApiError, ReplyShapeError } from "./api";
import { isRetryableError, retryFailures } from "./query-client";

describe("retryFailures", () => {
  const retry = retryFailures(3);

  it("does not retry a 4xx answer: a missing article is shown as missing at once", () => {
    for (const status of [400, 401, 403, 404, 410, 429]) {
      expect(retry(0, new ApiError(status, "", "Not Found"))).toBe(false);
    }
  });

  it("retries server errors and network failures up to the limit", () => {
    const failures = [
      new ApiError(500, "", "Internal"),
      new ApiError(503, "", ""),
      new TypeError("Failed to fetch"),
    ];
    for (const error of failures) {
      expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it("does not retry a reply of the wrong shape", () => {
    expect(retry(0, new ReplyShapeError("/api/x", []))).toBe(false);
  });

  it("judges a wrapped error by its cause", () => {
    const wrapped = new Error("Failed to fetch blog posts", { cause: new ApiError(404, "", "") });
    expect(isRetryableError(wrapped)).toBe(false);
    const wrappedFailure = new Error("Failed to fetch blog posts", {
      cause: new ApiError(502, "", ""),
    });
    expect(isRetryableError(wrappedFailure)).toBe(true);
  });
});
