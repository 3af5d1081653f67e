import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, getToasts, queueToast, toast, toastPlacementAwayFrom } from "./toast";

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

describe("toastPlacementAwayFrom", () => {
  it("goes to the top when the control just used is in the lower half of the screen", () => {
    expect(toastPlacementAwayFrom({ top: 760, bottom: 800 }, 844)).toBe("top");
  });

  it("stays at the bottom when the control is in the upper half", () => {
    expect(toastPlacementAwayFrom({ top: 10, bottom: 50 }, 844)).toBe("bottom");
  });

  it("stays at the bottom with no control, or one not on screen (an empty box)", () => {
    expect(toastPlacementAwayFrom(null, 844)).toBe("bottom");
    expect(toastPlacementAwayFrom({ top: 0, bottom: 0 }, 844)).toBe("bottom");
  });
});
