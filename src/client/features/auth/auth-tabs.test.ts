import { describe, expect, it } from "vitest";
import { isOpenToSignedInUsers, resolveAuthTab, safeRedirectPath } from "./auth-tabs";

describe("resolveAuthTab", () => {
  it("defaults to login", () => {
    expect(resolveAuthTab("/auth", null)).toBe("login");
    expect(resolveAuthTab("/auth", "nonsense")).toBe("login");
  });

  it("reads the tab query parameter", () => {
    expect(resolveAuthTab("/auth", "register")).toBe("register");
    expect(resolveAuthTab("/auth", "2fa-setup")).toBe("2fa-setup");
  });

  it("opens the forgot and reset tabs from their paths", () => {
    expect(resolveAuthTab("/auth/forgot-password", null)).toBe("forgot-password");
    expect(resolveAuthTab("/auth/reset-password/", "login")).toBe("reset-password");
  });
});

describe("isOpenToSignedInUsers", () => {
  it("keeps signed-in users only on reset-password and 2fa-setup", () => {
    expect(isOpenToSignedInUsers("reset-password")).toBe(true);
    expect(isOpenToSignedInUsers("2fa-setup")).toBe(true);
    expect(isOpenToSignedInUsers("login")).toBe(false);
    expect(isOpenToSignedInUsers("register")).toBe(false);
    expect(isOpenToSignedInUsers("forgot-password")).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps a local path with its query", () => {
    expect(safeRedirectPath("/settings?x=1")).toBe("/settings?x=1");
  });

  it("falls back to / for anything else", () => {
    for (const value of [
      null,
      "",
      "https://evil.test",
      "//evil.test",
      "/\\evil.test",
      "settings",
      "/auth?tab=login",
    ]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});
