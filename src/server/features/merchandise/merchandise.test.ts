import { describe, expect, it } from "vitest";
import type { MerchandiseItem } from "../../../shared/merchandise";
import { testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";

const t = testAppForFile();
let ipCounter = 0;

function freshIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function notify(body: unknown, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/merchandise/notify",
    payload: body as object,
    remoteAddress: ip,
  });
}

async function confirmationMail(email: string) {
  return t.database.db
    .selectFrom("mailOutbox")
    .select(["subject", "text"])
    .where("recipient", "=", email)
    .orderBy("id", "desc")
    .execute();
}

describe("GET /api/merchandise", () => {
  it("lists the seeded catalogue with prices in cents and shipped images", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/merchandise" });
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: MerchandiseItem[] }>().items;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((item) => item.category))).toEqual(
      new Set(["apparel", "accessories", "collectibles"]),
    );
    expect(items[0]).toMatchObject({
      name: "Classic Controller Tee",
      priceCents: 2800,
      currency: "USD",
    });
    expect(items.every((item) => item.image.startsWith("/images/merchandise/"))).toBe(true);
  });
});

describe("Notify me", () => {
  it("lists the address only once it confirms the e-mailed link", async () => {
    const email = `fan.${unique()}@example.com`;
    const response = await notify({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ listed: true });
    const row = await t.database.db
      .selectFrom("merchandiseWaitlist")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.confirmedAt).toBeNull();

    const [mail] = await confirmationMail(email);
    expect(mail?.subject).toBe("Confirm: tell me when GameHub merchandise is on sale");
    const token = decodeURIComponent(/confirm=([^\s]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/merchandise/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await t.database.db
      .selectFrom("merchandiseWaitlist")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(after.confirmedAt).not.toBeNull();

    const again = await t.app.inject({
      method: "POST",
      url: "/api/merchandise/confirm",
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("This link is invalid or has expired.");
  });

  it("answers the same for an address already listed, without a second confirmed mail", async () => {
    const email = `twice.${unique()}@example.com`;
    expect((await notify({ email })).statusCode).toBe(200);
    expect((await notify({ email })).json()).toEqual({ listed: true });
    const rows = await t.database.db
      .selectFrom("merchandiseWaitlist")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a bad address and an unknown item with readable messages", async () => {
    const bad = await notify({ email: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("Please enter a valid email address");
    const unknownItem = await notify({ email: `x.${unique()}@example.com`, itemId: 999999 });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json().error).toBe("Unknown merchandise item");
  });

  it("limits one address to 3 requests an hour (429 with Retry-After)", async () => {
    const email = `limit.${unique()}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await notify({ email })).statusCode).toBe(200);
    const refused = await notify({ email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
