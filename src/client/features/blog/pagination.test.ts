import { describe, expect, it } from "vitest";
import { pageWindow, parsePageParam } from "./pagination";

describe("pageWindow", () => {
  it("shows every page when there are at most five", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 1)).toEqual([1]);
  });

  it("centres the current page and stays inside the range", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("gives no buttons without pages", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("parsePageParam", () => {
  it("reads a positive whole number and falls back to page 1", () => {
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("0")).toBe(1);
    expect(parsePageParam("2.5")).toBe(1);
    expect(parsePageParam("abc")).toBe(1);
  });
});
