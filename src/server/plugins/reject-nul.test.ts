import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/test-fixtures";
import { INVALID_TEXT_MESSAGE, NUL_MESSAGE } from "./reject-nul";

const t = testAppForFile({ seed: false });

/** JSON.stringify writes a lone surrogate as a "\ud800" escape, exactly as an attacker would. */
function postJson(url: string, body: unknown) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

describe("text that is not valid Unicode", () => {
  it.each([
    ["a high surrogate alone", "player\ud800"],
    ["a low surrogate alone", "\udfffplayer"],
    ["two high surrogates", "\ud800\ud800x"],
    ["a reversed pair", "\ude00\ud83d"],
  ])("refuses %s in a body field with 400 and a readable message", async (_name, text) => {
    for (const [url, body] of [
      ["/api/register", { username: text, email: "a@example.com", password: "Str0ngPass!x" }],
      ["/api/login", { username: text, password: "whatever" }],
      ["/api/newsletter", { email: `${text}@example.com` }],
      ["/api/forgot-password", { email: "a@example.com", [text]: 1 }],
      ["/api/login", { username: "x", password: "y", nested: [{ deep: text }] }],
    ] as const) {
      const response = await postJson(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: INVALID_TEXT_MESSAGE });
    }
  });

  it("never passes the UTF-8 bytes of a surrogate in the query on as one", async () => {
    // Over HTTP a query is UTF-8; the bytes of U+D800 decode to the replacement character.
    const response = await t.app.inject({ method: "GET", url: "/api/blog?q=%ED%A0%80" });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it("accepts real pairs (emoji) and other unusual but valid text", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/blog?q=${encodeURIComponent("😀 Ｓｔｒ０ｎｇ \u202E ١٢٣")}`,
    });
    expect(response.statusCode).toBe(200);
    const login = await postJson("/api/login", { username: "😀player", password: "Str0ngPass!" });
    expect(login.statusCode).not.toBe(400);
  });

  it("still refuses NUL characters first", async () => {
    const response = await postJson("/api/login", { username: "a\u0000\ud800", password: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NUL_MESSAGE });
  });
});
