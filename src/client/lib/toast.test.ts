import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, getToasts, queueToast, toast } from "./toast";

function openTitles(): string[] {
  return getToasts()
    .filter((item) => item.open)
    .map((item) => item.title);
}

afterEach(() => {
  // Close everything, queued ones included, so tests do not leak into each other.
  for (let round = 0; round < 10 && openTitles().length > 0; round++) {
    for (const item of getToasts()) if (item.open) dismissToast(item.id);
  }
});

describe("toast", () => {
  it("replaces the toast on screen (one at a time)", () => {
    toast({ title: "First" });
    toast({ title: "Second" });
    expect(openTitles()).toEqual(["Second"]);
  });
});

describe("queueToast", () => {
  it("shows at once when nothing is on screen", () => {
    queueToast({ title: "Achievement Unlocked!" });
    expect(openTitles()).toEqual(["Achievement Unlocked!"]);
  });

  it("waits for the toast on screen to close, then shows the queued ones in order", () => {
    const liked = toast({ title: "Liked!" });
    queueToast({ title: "You earned 5 points for sharing content!" });
    queueToast({ title: "Achievement Unlocked!" });
    expect(openTitles()).toEqual(["Liked!"]);

    liked.dismiss();
    expect(openTitles()).toEqual(["You earned 5 points for sharing content!"]);
    const [points] = getToasts().filter((item) => item.open);
    if (points) dismissToast(points.id);
    expect(openTitles()).toEqual(["Achievement Unlocked!"]);
  });

  it("keeps waiting while a newer toast replaces the one on screen", () => {
    toast({ title: "Liked!" });
    queueToast({ title: "Queued" });
    const removed = toast({ title: "Like removed" });
    expect(openTitles()).toEqual(["Like removed"]);
    removed.dismiss();
    expect(openTitles()).toEqual(["Queued"]);
  });
});
