import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";

describe("GET /api/facebook-status", () => {
  it.each([
    [undefined, false],
    ["1234567890", true],
  ])("with FACEBOOK_APP_ID=%s answers configured: %s", async (facebookAppId, configured) => {
    const t = await createTestApp({ seed: false, config: { facebookAppId } });
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/facebook-status" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ configured });
    } finally {
      await t.close();
    }
  });
});
