import { describe, expect, it } from "vitest";
import { parseUserId } from "./user-id";

describe("parseUserId", () => {
  it("reads a positive whole number", () => {
    expect(parseUserId("7")).toBe(7);
    expect(parseUserId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses anything that cannot be a user id", () => {
    for (const value of [
      undefined,
      "",
      "0",
      "-1",
      "1.5",
      "abc",
      "7x",
      " 7",
      "2147483648",
      "99999999999",
    ]) {
      expect(parseUserId(value)).toBeUndefined();
    }
  });
});
