import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useNow } from "./use-now";

function Clock() {
  const now = useNow();
  return <span>{now ? "relative" : "absolute"}</span>;
}

describe("useNow", () => {
  it("gives no time on the server, so the page shows an absolute date there and while hydrating", () => {
    expect(renderToString(<Clock />)).toBe("<span>absolute</span>");
  });
});
