import { describe, expect, it } from "vitest";
import { LOCKED_THREAD_MESSAGE } from "../../../../shared/forum";
import { LOCKED_NOTICE } from "./reply-box";

describe("locked discussion notice", () => {
  it("says what the server answers to a reply in a locked discussion", () => {
    expect(LOCKED_NOTICE).toBe(LOCKED_THREAD_MESSAGE);
  });
});
